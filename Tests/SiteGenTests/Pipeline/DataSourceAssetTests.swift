import Foundation
import SiteData
import PhotoTestSupport
import Testing
@testable import SitePhotos
@testable import SiteGen

/// The photo and the notes' pictures come through the data source (`DataSource.asset`), never
/// from the content folder behind its back: a source that keeps its files elsewhere is obeyed.
@Suite struct DataSourceAssetTests {
    /// The tables of a content folder, and files from memory only.
    struct MemoryFiles: DataSource, @unchecked Sendable {
        var tables: ContentFolderSource
        var files: [String: [UInt8]]
        func athleteSlugs() throws(InputError) -> [String] { try tables.athleteSlugs() }
        func loadAthlete(_ slug: String, config: SiteConfig) throws(InputError) -> (AthleteData, Diagnostics) {
            try tables.loadAthlete(slug, config: config)
        }
        func athleteNames(_ slugs: [String], config: SiteConfig) -> [String: String] { tables.athleteNames(slugs, config: config) }
        func asset(_ path: String, athlete slug: String, display: String) -> AssetFile {
            files["\(slug)/\(path)"].map { .bytes($0) } ?? .missing
        }
    }

    static func build(files: [String: [UInt8]], onDisk photo: [UInt8]) throws -> (URL, Result<BuildSummary, any Error>) {
        let tmp = TestSupport.temporaryFolder()
        let content = try PacketFixture.write(to: tmp, photo: photo, photoName: "photo.png")
        let note = "---\ntitle: Pitch\ndate: 2026-10-01\nvisibility: public\n---\n![pitch](pitch.png)\n"
        try note.write(to: content.appendingPathComponent("athletes/kim-lee/notes/2026-10-01-pitch.md"), atomically: true, encoding: .utf8)
        var options = BuildOptions()
        options.contentFolder = content.path
        options.outputFolder = tmp.appendingPathComponent("site").path
        options.environment = [:]
        options.source = "memory://files"
        options.sources = [DataSourceScheme(schemes: ["memory"], example: "memory://files", open: { _, folder, root, _ in
            MemoryFiles(tables: ContentFolderSource(contentFolder: folder, displayRoot: root), files: files)
        }, unavailable: "no")]
        return (tmp, Result { try SiteBuilder(options: options).build() })
    }

    @Test func thePhotoAndTheNotePicturesAreTheSources() throws {
        let disk = TestImages.png(width: 2, height: 2)
        let memory = TestImages.png(width: 3, height: 1)
        let (tmp, result) = try Self.build(files: ["kim-lee/photo.png": memory, "kim-lee/notes/pitch.png": memory], onDisk: disk)
        defer { try? FileManager.default.removeItem(at: tmp) }
        _ = try result.get()
        let site = tmp.appendingPathComponent("site")
        let expected = try PreparedPhoto.prepare(memory).bytes
        #expect(try [UInt8](Foundation.Data(contentsOf: site.appendingPathComponent("kim-lee/photo.png"))) == expected)
        let pictures = TestSupport.files(under: site).filter { $0.hasSuffix("pitch.png") }
        #expect(pictures == ["kim-lee/notes/2026-10-01-pitch/pitch.png"])
        #expect(try [UInt8](Foundation.Data(contentsOf: site.appendingPathComponent(pictures[0]))) == expected)
    }

    @Test func aPhotoTheSourceLacksIsAnErrorAtAthleteYml() throws {
        let (tmp, result) = try Self.build(files: [:], onDisk: TestImages.png(width: 2, height: 2))
        defer { try? FileManager.default.removeItem(at: tmp) }
        let error = TestSupport.failure(result)
        let root = tmp.appendingPathComponent("content").path
        #expect(error?.diagnostics.items.map { "\($0.location?.file ?? "-"): \($0.message)" } == [
            root + #"/athletes/kim-lee/athlete.yml: photo "photo.png" was not found in the athlete's folder (athletes/kim-lee/)"#,
            root + #"/athletes/kim-lee/notes/2026-10-01-pitch.md: image "pitch.png": the picture file "notes/pitch.png" is missing from the athlete's folder; it is left out"#,
        ])
    }
}
