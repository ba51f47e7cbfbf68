import Foundation
import SiteData
import PhotoTestSupport
import Testing
@testable import SitePhotos
@testable import SiteGen

/// Hostile round 4, item 3: two pictures named `José.png`, one in NFC and one in NFD, stopped
/// the build ("internal: … written twice … nothing was written") while `check` found nothing
/// and the packet renamed them. The site's copy now takes the packet's names.
@Suite struct NotePicturesSiteTests {
    @Test func pictureNamesInNFCAndNFDAreTwoFilesInTheSite() throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let content = try PacketFixture.write(to: tmp)
        let notes = content.appendingPathComponent("athletes/kim-lee/notes")
        let names = ["Jos\u{E9}.png", "Jose\u{301}.png", "Field.png"]
        var markdown = "---\ntitle: Names\nvisibility: public\n---\n"
        for (i, name) in names.enumerated() {
            try Foundation.Data(TestImages.png(width: 8 + i, height: 8)).write(to: notes.appendingPathComponent(name))
            markdown += "![n\(i)](\(name))\n"
        }
        try markdown.write(to: notes.appendingPathComponent("2026-03-06-names.md"), atomically: true, encoding: .utf8)
        var options = BuildOptions()
        options.contentFolder = content.path
        options.outputFolder = tmp.appendingPathComponent("_site").path
        options.environment = [:]
        #expect(try SiteBuilder(options: options).check().filter { $0.severity == .error } == [])
        _ = try SiteBuilder(options: options).build()
        let folder = tmp.appendingPathComponent("_site/kim-lee/notes/2026-03-06-names")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
                == ["field.png", "index.html", "jose-2.png", "jose.png"])
        let page = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
        for (i, name) in ["jose.png", "jose-2.png", "field.png"].enumerated() {
            let bytes = try [UInt8](Foundation.Data(contentsOf: folder.appendingPathComponent(name)))
            #expect(try ImageCodec.decode(bytes, as: .png, maxPixels: 1000, maxSide: 100).width == 8 + i, "\(name)")
            #expect(page.contains("<img src=\"\(name)\" alt=\"n\(i)\" />"), "\(name)")
        }
    }
}
