import Foundation
import SiteData
import PhotoTestSupport
import Testing
import ZIPFoundation
@testable import SitePhotos
@testable import SiteGen

/// Pictures beside a note: copied next to its page without metadata, in the site and the packet.
@Suite struct NoteImagesTests {
    let fm = FileManager.default

    /// A small real JPEG; the same with an EXIF block holding a "GPS" canary before it and
    /// bytes after its end-of-image marker.
    static let scrubbed = TestImages.jpeg(width: 8, height: 8)
    static let exifPayload = Array("Exif".utf8) + [0, 0] + Array("MM GPS-HOME".utf8)
    static let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE1, 0, UInt8(exifPayload.count + 2)] + exifPayload
        + scrubbed.dropFirst(2) + Array("TRAILER".utf8)

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
            "\(file):4:1: warning: image \"missing.png\": the picture file \"notes/missing.png\" is missing from the athlete's folder; it is left out",
            "\(file):4:22: warning: image \"fake.png\" is not a readable PNG picture; it is not shown",
        ])
        // Under the packet's name (a picture in a folder below the notes folder is flattened).
        let page = TestSupport.read(out.appendingPathComponent("ana-diaz/notes/2026-03-03-field/index.html"))
        #expect(page.contains(#"<img src="pics-field.jpg" alt="The field" />"#))
        let copied = try Foundation.Data(contentsOf: out.appendingPathComponent("ana-diaz/notes/2026-03-03-field/pics-field.jpg"))
        #expect(Array(copied) == (try PreparedPhoto.prepare(Self.jpeg).bytes))
        #expect(TestSupport.files(under: out).filter { $0.hasPrefix("ana-diaz/notes/2026-03-03-field/") }
                == ["ana-diaz/notes/2026-03-03-field/index.html", "ana-diaz/notes/2026-03-03-field/pics-field.jpg"])
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
        let e = TestSupport.failure(Result { try SiteBuilder(options: options(content: content, output: out)).build() })
        #expect(e?.diagnostics.errors.map(\.description) == [
            "\(content.path)/athletes/ana-diaz/notes/2026-03-03-field.md:1:1: error: image \"field.jpg\": this is a symbolic link to "
                + "\(ContentFile.realPath(outside.path)!), outside the content folder; copy the file into the content folder instead"])
        // Held back (`SiteBuilder+HeldBack`): Ana has no pages.
        #expect(!fm.fileExists(atPath: out.appendingPathComponent("ana-diaz").path))
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
        #expect(Array(data) == (try PreparedPhoto.prepare(Self.jpeg).bytes))
    }

    @Test func heicAndLyingPicturesAreLeftOutAndABigOneIsScaled() throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? fm.removeItem(at: tmp) }
        let content = TestSupport.copyFixture("site", to: tmp)
        let notes = content.appendingPathComponent("athletes/ana-diaz/notes")
        try Foundation.Data(TestImages.heif("heic")).write(to: notes.appendingPathComponent("IMG_0001.HEIC"))
        try Foundation.Data(TestImages.heif("heic")).write(to: notes.appendingPathComponent("renamed.jpg"))
        try Foundation.Data(TestImages.png(TestImages.png(width: 1, height: 1), claiming: 2000, 2000))
            .write(to: notes.appendingPathComponent("short.png"))
        try Foundation.Data(TestImages.jpeg(width: 3000, height: 2000)).write(to: notes.appendingPathComponent("big.jpg"))
        try "![a](IMG_0001.HEIC)\n![b](renamed.jpg)\n![c](short.png)\n![d](big.jpg)\n"
            .write(to: notes.appendingPathComponent("2026-03-03-field.md"), atomically: true, encoding: .utf8)
        let out = tmp.appendingPathComponent("_site")
        let summary = try SiteBuilder(options: options(content: content, output: out)).build()
        let file = "\(content.path)/athletes/ana-diaz/notes/2026-03-03-field.md"
        let convert = "convert it to JPEG or PNG (on an iPhone, Settings › Camera › Formats › Most Compatible takes new photos as JPEG)"
        #expect(summary.warnings.map(\.description).filter { $0.hasPrefix(file) } == [
            "\(file):1:1: warning: image \"IMG_0001.HEIC\" is a HEIC picture, which sitegen cannot publish; it is not shown; " + convert,
            "\(file):2:1: warning: image \"renamed.jpg\" is a HEIC picture, which sitegen cannot publish; it is not shown; " + convert,
            "\(file):3:1: warning: image \"short.png\" is not a readable PNG picture (2000 × 2000 pixels by its header): "
                + "Not enough image data; it is not shown; export the picture again",
        ])
        #expect(summary.scaledPhotos == 1)
        let big = try [UInt8](Foundation.Data(contentsOf: out.appendingPathComponent("ana-diaz/notes/2026-03-03-field/big.jpg")))
        let decoded = try ImageCodec.decode(big, as: .jpeg, maxPixels: 50_000_000, maxSide: 5000)
        #expect(decoded.width == 1200 && decoded.height == 800)
        #expect(TestSupport.files(under: out).filter { $0.hasPrefix("ana-diaz/notes/2026-03-03-field/") }
                == ["ana-diaz/notes/2026-03-03-field/big.jpg", "ana-diaz/notes/2026-03-03-field/index.html"])
    }
}
