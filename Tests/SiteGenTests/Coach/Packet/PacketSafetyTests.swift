import Foundation
import SiteData
import Testing
import ZIPFoundation
@testable import SiteGen

/// The packet: where it may be written, what its photo may hold, nothing from the network.
@Suite struct PacketSafetyTests {
    let fm = FileManager.default

    func options(_ content: URL) -> BuildOptions {
        var o = BuildOptions()
        o.contentFolder = content.path
        o.environment = [:]
        return o
    }

    func entry(_ zip: URL, _ path: String) throws -> String {
        let archive = try Archive(url: zip, accessMode: .read)
        var data = Foundation.Data()
        _ = try archive.extract(try #require(archive[path]), consumer: { data.append($0) })
        return String(decoding: data, as: UTF8.self)
    }

    func message(_ body: () throws -> Void) -> String? {
        do { try body(); return nil } catch let e as any UserFacingError { return e.message } catch { return "\(error)" }
    }

    @Test func outputInsideTheContentFolderIsRefusedAndTheInputKept() throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? fm.removeItem(at: tmp) }
        let content = try PacketFixture.write(to: tmp)
        let profile = content.appendingPathComponent("athletes/kim-lee/athlete.yml")
        let before = try Foundation.Data(contentsOf: profile)
        #expect(message { _ = try PacketBuilder(options: options(content), athlete: "kim-lee", outputFile: profile.path).build() }
                == "error: --output \(profile.path) is inside the content folder \(content.path); write the packet outside the content folder")
        #expect(try Foundation.Data(contentsOf: profile) == before)
        // Anywhere inside, also a new file, also through a symbolic link to a folder inside.
        let link = tmp.appendingPathComponent("kim")
        try fm.createSymbolicLink(at: link, withDestinationURL: content.appendingPathComponent("athletes/kim-lee"))
        let viaLink = link.appendingPathComponent("packet.zip").path
        #expect(message { _ = try PacketBuilder(options: options(content), athlete: "kim-lee", outputFile: viaLink).build() }
                == "error: --output \(viaLink) is inside the content folder \(content.path); write the packet outside the content folder")
        #expect(!fm.fileExists(atPath: content.appendingPathComponent("athletes/kim-lee/packet.zip").path))
        #expect(try fm.contentsOfDirectory(atPath: content.appendingPathComponent("athletes/kim-lee").path).sorted()
                == ["athlete.yml", "coaches.csv", "events.csv", "interactions.csv", "notes", "offers.csv",
                    "performance_metrics.csv", "schools.csv", "social_media_posts.csv", "suggestions.csv", "tasks.csv"])
    }

    @Test func anExistingFileThatIsNotAZipIsNotReplaced() throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? fm.removeItem(at: tmp) }
        let content = try PacketFixture.write(to: tmp)
        let essay = tmp.appendingPathComponent("essay.docx")
        try "my college essay".write(to: essay, atomically: true, encoding: .utf8)
        #expect(message { _ = try PacketBuilder(options: options(content), athlete: "kim-lee", outputFile: essay.path).build() }
                == "error: \(essay.path) exists and is not a zip file; refusing to replace it (choose another --output)")
        #expect(TestSupport.read(essay) == "my college essay")
        // An older packet is replaced.
        let zip = tmp.appendingPathComponent("kim.zip")
        _ = try PacketBuilder(options: options(content), athlete: "kim-lee", outputFile: zip.path).build()
        _ = try PacketBuilder(options: options(content), athlete: "kim-lee", outputFile: zip.path).build()
        #expect(try fm.contentsOfDirectory(atPath: tmp.path).sorted() == ["content", "essay.docx", "kim.zip"])
    }

    @Test func jpegWithoutImageDataIsRefusedWithItsName() throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? fm.removeItem(at: tmp) }
        // Only a comment between start and end of image: the photo.png name is the fixture's.
        let content = try PacketFixture.write(to: tmp, photo: [0xFF, 0xD8, 0xFF, 0xFE, 0, 4, 0x68, 0x69, 0xFF, 0xD9])
        let zip = tmp.appendingPathComponent("kim.zip")
        do {
            _ = try PacketBuilder(options: options(content), athlete: "kim-lee", outputFile: zip.path).build()
            Issue.record("packet written")
        } catch let e as InputError {
            #expect(e.diagnostics.items.map(\.description) == [
                "\(content.path)/athletes/kim-lee/athlete.yml:24:8: error: photo \"photo.png\" holds no image data (only headers or metadata); export the photo again"])
        }
        #expect(!fm.fileExists(atPath: zip.path))
    }

    @Test func photoLinkedFromOutsideTheContentFolderIsRefused() throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? fm.removeItem(at: tmp) }
        let content = try PacketFixture.write(to: tmp, photo: PacketBuilderTests.pngPixel)
        let outside = tmp.appendingPathComponent("family-album.png")
        let photo = content.appendingPathComponent("athletes/kim-lee/photo.png")
        try fm.moveItem(at: photo, to: outside)
        try fm.createSymbolicLink(at: photo, withDestinationURL: outside)
        let zip = tmp.appendingPathComponent("kim.zip")
        do {
            _ = try PacketBuilder(options: options(content), athlete: "kim-lee", outputFile: zip.path).build()
            Issue.record("packet written")
        } catch let e as InputError {
            let real = try #require(ContentFile.realPath(outside.path))
            #expect(e.diagnostics.items.map(\.description) == [
                "\(content.path)/athletes/kim-lee/athlete.yml:24:8: error: photo \"photo.png\": this is a symbolic link to \(real), "
                    + "outside the content folder; copy the file into the content folder instead"])
        }
        #expect(!fm.fileExists(atPath: zip.path))
    }

    @Test func remoteImagesBecomeLinksWithAWarning() throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? fm.removeItem(at: tmp) }
        let content = try PacketFixture.write(to: tmp)
        let athlete = content.appendingPathComponent("athletes/kim-lee")
        let profile = athlete.appendingPathComponent("athlete.yml")
        let yaml = TestSupport.read(profile).replacingOccurrences(
            of: "Kim is a **catcher**.", with: "Kim is a **catcher**. ![me](https://tracker.example/p.png)")
        try yaml.write(to: profile, atomically: true, encoding: .utf8)
        try """
            ---
            title: Season update
            visibility: public
            ---
            Working on **blocking**.

            See ![](//cdn.example/pixel.gif "hi") and ![chart](data:image/png;base64,AAAA).

            """.write(to: athlete.appendingPathComponent("notes/2026-03-05-season-update.md"), atomically: true, encoding: .utf8)
        let zip = tmp.appendingPathComponent("kim.zip")
        let summary = try PacketBuilder(options: options(content), athlete: "kim-lee", outputFile: zip.path).build()
        #expect(summary.warnings.map(\.description) == [
            "\(content.path)/athletes/kim-lee/athlete.yml:23:31: warning: bio: image \"https://tracker.example/p.png\" would load from the network; it is shown as a link instead",
            "\(content.path)/athletes/kim-lee/notes/2026-03-05-season-update.md:7:5: warning: image \"//cdn.example/pixel.gif\" would load from the network; it is shown as a link instead",
        ])
        let index = try entry(zip, "index.html")
        #expect(index.contains(#"<a href="https://tracker.example/p.png">me</a>"#))
        let note = try entry(zip, "kim-lee/notes/2026-03-05-season-update/index.html")
        #expect(note.contains(#"<a href="//cdn.example/pixel.gif" title="hi">//cdn.example/pixel.gif</a>"#))
        #expect(note.contains(#"<img src="data:image/png;base64,AAAA" alt="chart" />"#))
        #expect(!index.contains("<img src=\"http") && !note.contains("<img src=\"//"))
    }
}
