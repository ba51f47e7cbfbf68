import Foundation
import SiteData
import Testing
import ZIPFoundation
@testable import SiteGen

/// Pictures beside a note: copied next to its page without metadata, in the site and the packet.
@Suite struct NoteImagesTests {
    let fm = FileManager.default

    /// A JPEG whose EXIF block holds a "GPS" canary, with bytes after its end-of-image marker.
    static let exifPayload = Array("Exif".utf8) + [0, 0] + Array("MM GPS-HOME".utf8)
    static let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE1, 0, UInt8(exifPayload.count + 2)] + exifPayload
        + [0xFF, 0xDB, 0, 4, 1, 2, 0xFF, 0xDA, 0, 3, 9, 0xAA, 0xBB, 0xFF, 0xD9] + Array("TRAILER".utf8)
    static let scrubbed: [UInt8] = [0xFF, 0xD8, 0xFF, 0xDB, 0, 4, 1, 2, 0xFF, 0xDA, 0, 3, 9, 0xAA, 0xBB, 0xFF, 0xD9]

    func options(content: URL, output: URL) -> BuildOptions {
        var o = BuildOptions()
        o.contentFolder = content.path
        o.outputFolder = output.path
        o.environment = [:]
        o.jobs = 2
        return o
    }

    @Test func pictureBesideANoteIsCopiedWithoutMetadata() throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? fm.removeItem(at: tmp) }
        let content = TestSupport.copyFixture("site", to: tmp)
        let notes = content.appendingPathComponent("athletes/ana-diaz/notes")
        try fm.createDirectory(at: notes.appendingPathComponent("pics"), withIntermediateDirectories: true)
        try Foundation.Data(Self.jpeg).write(to: notes.appendingPathComponent("pics/field.jpg"))
        try "not an image".write(to: notes.appendingPathComponent("fake.png"), atomically: true, encoding: .utf8)
        try "# Field\n\n![The field](pics/field.jpg) ![up](../athlete.yml)\n![gone](missing.png) ![fake](fake.png)\n"
            .write(to: notes.appendingPathComponent("2026-03-03-field.md"), atomically: true, encoding: .utf8)
        let out = tmp.appendingPathComponent("_site")
        let summary = try SiteBuilder(options: options(content: content, output: out)).build()
        let file = "\(content.path)/athletes/ana-diaz/notes/2026-03-03-field.md"
        #expect(summary.warnings.map(\.description).filter { $0.hasPrefix(file) } == [
            "\(file):3:30: warning: image \"../athlete.yml\" is not a picture beside the note (a .jpg, .png, .gif or .webp file in the notes folder); it is not shown",
            "\(file):4:1: warning: image \"missing.png\" not found beside the note; it is not shown",
            "\(file):4:22: warning: image \"fake.png\" is not a readable PNG picture; it is not shown",
        ])
        let page = TestSupport.read(out.appendingPathComponent("ana-diaz/notes/2026-03-03-field/index.html"))
        #expect(page.contains(#"<img src="pics/field.jpg" alt="The field" />"#))
        let copied = try Foundation.Data(contentsOf: out.appendingPathComponent("ana-diaz/notes/2026-03-03-field/pics/field.jpg"))
        #expect(Array(copied) == Self.scrubbed)
        #expect(TestSupport.files(under: out).filter { $0.hasPrefix("ana-diaz/notes/2026-03-03-field/") }
                == ["ana-diaz/notes/2026-03-03-field/index.html", "ana-diaz/notes/2026-03-03-field/pics/field.jpg"])
    }

    @Test func pictureLinkedOutsideTheContentFolderIsAnError() throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? fm.removeItem(at: tmp) }
        let content = TestSupport.copyFixture("site", to: tmp)
        let notes = content.appendingPathComponent("athletes/ana-diaz/notes")
        let outside = tmp.appendingPathComponent("album.jpg")
        try Foundation.Data(Self.jpeg).write(to: outside)
        try fm.createSymbolicLink(at: notes.appendingPathComponent("field.jpg"), withDestinationURL: outside)
        try "![f](field.jpg)\n".write(to: notes.appendingPathComponent("2026-03-03-field.md"), atomically: true, encoding: .utf8)
        let out = tmp.appendingPathComponent("_site")
        do {
            _ = try SiteBuilder(options: options(content: content, output: out)).build()
            Issue.record("built")
        } catch let e as InputError {
            #expect(e.diagnostics.errors.map(\.description) == [
                "\(content.path)/athletes/ana-diaz/notes/2026-03-03-field.md:1:1: error: image \"field.jpg\": this is a symbolic link to "
                    + "\(ContentFile.realPath(outside.path)!), outside the content folder; copy the file into the content folder instead"])
        }
        #expect(!fm.fileExists(atPath: out.path))
    }

    @Test func publicNotePictureGoesIntoThePacket() throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? fm.removeItem(at: tmp) }
        let content = try PacketFixture.write(to: tmp)
        let notes = content.appendingPathComponent("athletes/kim-lee/notes")
        try Foundation.Data(Self.jpeg).write(to: notes.appendingPathComponent("catch.jpg"))
        try "---\nvisibility: public\n---\nGood game ![catch](catch.jpg)\n"
            .write(to: notes.appendingPathComponent("2026-03-05-season-update.md"), atomically: true, encoding: .utf8)
        let zip = tmp.appendingPathComponent("kim.zip")
        var o = BuildOptions()
        o.contentFolder = content.path
        o.environment = [:]
        let summary = try PacketBuilder(options: o, athlete: "kim-lee", outputFile: zip.path).build()
        #expect(summary.entries.contains("kim-lee/notes/2026-03-05-season-update/catch.jpg"))
        let archive = try Archive(url: zip, accessMode: .read)
        var data = Foundation.Data()
        _ = try archive.extract(try #require(archive["kim-lee/notes/2026-03-05-season-update/catch.jpg"]), consumer: { data.append($0) })
        #expect(Array(data) == Self.scrubbed)
    }
}
