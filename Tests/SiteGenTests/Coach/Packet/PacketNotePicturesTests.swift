import Foundation
import SiteData
import PhotoTestSupport
import Testing
import ZIPFoundation
@testable import SitePhotos
@testable import SiteGen

/// A public note's pictures in the coach packet: named by the note-name rules, so every zip
/// unpacks on Windows and no two collide; one that is missing is left out with a warning at
/// its line, and the packet is still made.
@Suite struct PacketNotePicturesTests {
    func options(_ content: URL, output: URL? = nil) -> BuildOptions {
        var o = BuildOptions()
        o.contentFolder = content.path
        if let output { o.outputFolder = output.path }
        o.environment = [:]
        return o
    }

    func entries(_ zip: URL) throws -> [String: [UInt8]] {
        var out: [String: [UInt8]] = [:]
        let archive = try Archive(url: zip, accessMode: .read)
        for entry in archive {
            var data = Foundation.Data()
            _ = try archive.extract(entry) { data.append($0) }
            out[entry.path] = Array(data)
        }
        return out
    }

    static let nfc = "Jos\u{E9}"
    static let nfd = "Jose\u{301}"

    /// The names: Windows device names, characters Windows refuses, two names that
    /// differ in case, and José in NFC and NFD (two files; only one was copied).
    @Test func pictureNamesFollowTheNoteNameRules() throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let content = try PacketFixture.write(to: tmp)
        let notes = content.appendingPathComponent("athletes/kim-lee/notes")
        let names = ["con.png", "AUX.jpg", "a|b.png", "q\"t.png", "star*.png", "Field.png", "field.png", Self.nfc + ".png", Self.nfd + ".png"]
        var markdown = "---\ntitle: Names\nvisibility: public\n---\n"
        for (i, name) in names.enumerated() {
            let bytes = name.hasSuffix(".jpg") ? TestImages.jpeg(width: 8 + i, height: 8) : TestImages.png(width: 8 + i, height: 8)
            try Foundation.Data(bytes).write(to: notes.appendingPathComponent(name))
            markdown += "![n\(i)](\(name))\n"
        }
        try markdown.write(to: notes.appendingPathComponent("2026-03-06-names.md"), atomically: true, encoding: .utf8)
        #expect(try FileManager.default.contentsOfDirectory(atPath: notes.path).filter { $0.hasPrefix("Jos") }.count == 2)
        let zip = tmp.appendingPathComponent("kim.zip")
        _ = try PacketBuilder(options: options(content), athlete: "kim-lee", outputFile: zip.path).build()
        let files = try entries(zip)
        let folder = "kim-lee/notes/2026-03-06-names/"
        #expect(files.keys.filter { $0.hasPrefix(folder) }.sorted() == [
            "a-b.png", "aux-1.jpg", "con-1.png", "field-2.png", "field.png", "index.html", "jose-2.png", "jose.png", "q-t.png", "star.png",
        ].map { folder + $0 })
        // Each file is the picture its address names (the widths tell them apart), and the page shows it.
        let page = String(decoding: files[folder + "index.html"]!, as: UTF8.self)
        for (i, name) in ["con-1.png", "aux-1.jpg", "a-b.png", "q-t.png", "star.png", "field.png", "field-2.png", "jose.png", "jose-2.png"].enumerated() {
            let format: ImageCodec.Format = name.hasSuffix(".jpg") ? .jpeg : .png
            #expect(try ImageCodec.decode(files[folder + name]!, as: format, maxPixels: 1000, maxSide: 100).width == 8 + i, "\(name)")
            #expect(page.contains("<img src=\"\(name)\" alt=\"n\(i)\" />"), "\(name)")
        }
    }

    @Test func packetNamesAreUniqueByBytes() {
        #expect(NoteImages.packetNames(["Field.png", "field.png", Self.nfc + ".png", Self.nfd + ".png", "pics/Nul .gif", "x.JPEG", "x"])
                == [Array("Field.png".utf8): "field.png", Array("field.png".utf8): "field-2.png", Array((Self.nfc + ".png").utf8): "jose.png",
                    Array((Self.nfd + ".png").utf8): "jose-2.png", Array("pics/Nul .gif".utf8): "pics-nul.gif", Array("x.JPEG".utf8): "x.jpeg",
                    Array("x".utf8): "x-2"])
    }

    /// One missing picture dropped the whole packet with an error about a "link" at the note's
    /// first line: now the picture is left out with a warning at its own line, in `sitegen
    /// packet` and in the packet a site build writes.
    @Test func aMissingPictureIsLeftOutWithAWarningAtItsLine() throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let content = try PacketFixture.write(to: tmp)
        let notes = content.appendingPathComponent("athletes/kim-lee/notes")
        try Foundation.Data(TestImages.png(width: 4, height: 4)).write(to: notes.appendingPathComponent("here.png"))
        try "---\ntitle: Visit\nvisibility: public\n---\nThe field:\n\n![Here](here.png) and ![The dugout](gone.png)\n"
            .write(to: notes.appendingPathComponent("2026-03-06-visit.md"), atomically: true, encoding: .utf8)
        let file = "\(content.path)/athletes/kim-lee/notes/2026-03-06-visit.md"
        let warning = "\(file):7:23: warning: image \"gone.png\": the picture file \"notes/gone.png\" is missing from the athlete's folder; it is left out"
        let zip = tmp.appendingPathComponent("kim.zip")
        let summary = try PacketBuilder(options: options(content), athlete: "kim-lee", outputFile: zip.path).build()
        #expect(summary.warnings.map(\.description).filter { $0.hasPrefix(file) } == [warning])
        let files = try entries(zip)
        let page = String(decoding: files["kim-lee/notes/2026-03-06-visit/index.html"]!, as: UTF8.self)
        #expect(page.contains("<p><img src=\"here.png\" alt=\"Here\" /> and The dugout</p>"))
        #expect(files["kim-lee/notes/2026-03-06-visit/here.png"] != nil)

        let site = tmp.appendingPathComponent("_site")
        let built = try SiteBuilder(options: options(content, output: site)).build()
        #expect(built.warnings.map(\.description).filter { $0.hasPrefix(file) } == [warning])
        #expect(!built.warnings.contains { $0.message.contains("coach packet was not added") })
        let inSite = try entries(site.appendingPathComponent("kim-lee/kim-lee-packet.zip"))
        #expect(inSite["kim-lee/notes/2026-03-06-visit/index.html"] == files["kim-lee/notes/2026-03-06-visit/index.html"])
    }
}
