import Testing
@testable import SiteGen

@Suite struct OutputFileTests {
    @Test func textIsStoredAsItsUTF8Bytes() {
        let file = OutputFile(path: "ana/data/x.json", text: "{\"name\":\"Zoë\"}\n")
        #expect(file.bytes == [0x7B, 0x22, 0x6E, 0x61, 0x6D, 0x65, 0x22, 0x3A, 0x22, 0x5A, 0x6F, 0xC3, 0xAB, 0x22, 0x7D, 0x0A])
        #expect(file.text == "{\"name\":\"Zoë\"}\n")
        #expect(!file.isPage && file.charts == 0)
    }

    @Test func bytesReadBackAsText() {
        let file = OutputFile(path: "ana/index.html", bytes: Array("<p>é</p>\n".utf8), isPage: true, charts: 2)
        #expect(file.text == "<p>é</p>\n")
        #expect(file.isPage && file.charts == 2 && file.path == "ana/index.html")
    }
}
