import Testing
@testable import SiteData

/// CSV files saved by Excel's "CSV (comma delimited)" on Windows: Windows-1252, not UTF-8.
@Suite struct Windows1252Tests {
    @Test func aWindows1252FileIsConvertedWithAWarningAtTheFirstLetter() {
        // "Jos\u{E9}" and the euro sign 0x80, as Windows-1252 bytes.
        let bytes = Array("id,name\n1,Jos".utf8) + [0xE9] + Array("\n2,".utf8) + [0x80, 0x9C] + Array("\n".utf8)
        let (t, d) = CSVReader.read(bytes, file: "t.csv")
        #expect(d.items.map(\.description) == [
            #"t.csv:2:6: warning: this file is not UTF-8; it was read as Windows-1252 (what Excel's "CSV (comma delimited)" saves), so the byte E9 here became "é" (the first of its kind); if letters look wrong, save the file as "CSV UTF-8 (comma delimited)""#,
        ])
        #expect(t.rows.map { t.cells(of: $0)["name"]?.text } == ["José", "€œ"])
    }

    @Test func theColumnAfterAConvertedLetterCountsItAsOne() {
        let bytes = Array("id,name\n".utf8) + [0xE9] + Array(",\"x\"y\n".utf8)
        let (_, d) = CSVReader.read(bytes, file: "t.csv")
        #expect(d.items.map(\.description).last == "t.csv:2:6: error: unexpected text after a closing quote (a quote inside a quoted field is written \"\")")
    }

    @Test func utf8AndItsBOMAreNotConverted() {
        #expect(Windows1252.convert(Array("\u{FEFF}id,name\n1,José\n".utf8), file: "t.csv")?.bytes == nil)
        // A UTF-8 letter and a stray byte: a damaged UTF-8 file, left to the reader's error.
        #expect(Windows1252.convert(Array("é".utf8) + [0xFF], file: "t.csv")?.bytes == nil)
    }

    @Test func theFiveUndefinedBytesStayC1Controls() {
        #expect([0x81, 0x8D, 0x8F, 0x90, 0x9D].map { Windows1252.scalar($0).value } == [0x81, 0x8D, 0x8F, 0x90, 0x9D])
        #expect(Windows1252.scalar(0xA0).value == 0xA0)
    }
}
