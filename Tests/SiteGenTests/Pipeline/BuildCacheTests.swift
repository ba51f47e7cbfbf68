import Foundation
import SiteData
import Testing
@testable import SiteGen
@testable import SiteOutput

/// The build cache lives beside the output folder (`.<name>.sitegen-cache`), never in it: the
/// folder is what gets published, and the cache quotes warnings that name private notes.
@Suite struct BuildCacheTests {
    static let noteName = "2026-03-05-zzsecretvisitzz"
    static let canary = "zzcanarykeyzz"

    /// The fixture as a public site, with a private note whose front matter has an unknown key:
    /// a warning naming the note's file and quoting the key.
    static func contentWithPrivateNote(in tmp: URL) throws -> URL {
        let content = TestSupport.copyFixture("site", to: tmp)
        try "title: Fixture Family\ntimezone: America/Chicago\ntoday: 2026-03-15\npublic: true\nbase_url: https://example.org/\n"
            .write(to: content.appendingPathComponent("site.yml"), atomically: true, encoding: .utf8)
        try "---\nvisibility: private\n\(canary): 1\n---\nWe may transfer.\n"
            .write(to: content.appendingPathComponent("athletes/ana-diaz/notes/\(noteName).md"), atomically: true, encoding: .utf8)
        return content
    }

    /// Every file below `site` (hidden ones too) that holds `text`, or whose path does.
    static func files(in site: URL, holding text: String) -> [String] {
        TestSupport.files(under: site).filter { path in
            path.lowercased().contains(text) || String(decoding: FileManager.default.contents(atPath: site.appendingPathComponent(path).path)!,
                                                       as: UTF8.self).lowercased().contains(text)
        }
    }

    @Test func nothingInTheOutputFolderNamesAPrivateNoteOrQuotesItsWarning() throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let content = try Self.contentWithPrivateNote(in: tmp)
        let site = tmp.appendingPathComponent("_site")
        let options = IncrementalBuildTests.options(content, site)
        let warning = "/site/athletes/ana-diaz/notes/\(Self.noteName).md:3:1: unknown keys ignored: \(Self.canary); "
            + "front matter keys are: title, date, tags, school, visibility"
        for run in 1...2 {
            let summary = try SiteBuilder(options: options).build()
            #expect(summary.unchanged == (run == 1 ? 0 : 2))
            // The build saw the note (and says so again when Ana is reused) …
            let shown = summary.warnings.map { "\($0.location.map { "\($0.file):\($0.line):\($0.column): " } ?? "")\($0.message)" }
            #expect(shown.contains { $0.hasSuffix(warning) }, "\(shown)")
            // … and no file of the site names it or quotes the warning.
            #expect(Self.files(in: site, holding: Self.noteName) == [])
            #expect(Self.files(in: site, holding: Self.canary) == [])
            #expect(!FileManager.default.fileExists(atPath: site.appendingPathComponent(".sitegen-cache").path))
            // The cache is beside the folder, and holds the warning for the next build.
            let cache = TestSupport.read(tmp.appendingPathComponent("._site.sitegen-cache"))
            #expect(cache.contains(Self.canary))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: tmp.path).sorted() == ["._site.sitegen-cache", "_site", "site"])
    }

    /// A site written by a sitegen that kept the cache inside the folder: the next build still
    /// reuses its athletes, and the old cache goes with the old site.
    @Test func aCacheInsideTheFolderFromAnOlderSitegenIsReusedThenRemoved() throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let content = try Self.contentWithPrivateNote(in: tmp)
        let site = tmp.appendingPathComponent("_site")
        let options = IncrementalBuildTests.options(content, site)
        _ = try SiteBuilder(options: options).build()
        let beside = OutputFolder.cacheFile(for: site), inside = site.appendingPathComponent(BuildCache.legacyFileName)
        try FileManager.default.moveItem(at: beside, to: inside)

        let summary = try SiteBuilder(options: options).build()
        #expect(summary.unchanged == 2)
        #expect(!FileManager.default.fileExists(atPath: inside.path))
        #expect(FileManager.default.fileExists(atPath: beside.path))
        #expect(Self.files(in: site, holding: Self.canary) == [])
    }

    /// The cache beside the folder describes that very folder: a copy put back in its place (an
    /// older backup) is built again in full, not taken as what the cache describes.
    @Test func aBackupPutBackInPlaceOfTheSiteIsNotReused() throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let content = TestSupport.copyFixture("site", to: tmp)
        let site = tmp.appendingPathComponent("_site"), backup = tmp.appendingPathComponent("backup")
        let options = IncrementalBuildTests.options(content, site)
        _ = try SiteBuilder(options: options).build()
        try FileManager.default.copyItem(at: site, to: backup)
        let tasks = content.appendingPathComponent("athletes/ana-diaz/tasks.csv")
        try (TestSupport.read(tasks) + "t99,Call the new coach,false,2026-03-10T00:00:00Z\n").write(to: tasks, atomically: true, encoding: .utf8)
        #expect(try SiteBuilder(options: options).build().unchanged == 1)
        try FileManager.default.removeItem(at: site)
        try FileManager.default.copyItem(at: backup, to: site)

        #expect(try SiteBuilder(options: options).build().unchanged == 0)
        try IncrementalBuildTests.expectSameAsFreshBuild(site, options)
        // Left alone, the rebuilt site is reused again.
        #expect(try SiteBuilder(options: options).build().unchanged == 2)
    }

    /// A build that fails (`--strict`) leaves the site and its cache as they were.
    @Test func aFailedBuildKeepsTheCache() throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let content = try Self.contentWithPrivateNote(in: tmp)
        let site = tmp.appendingPathComponent("_site")
        var options = IncrementalBuildTests.options(content, site)
        _ = try SiteBuilder(options: options).build()
        let cache = try Foundation.Data(contentsOf: OutputFolder.cacheFile(for: site))
        options.strict = true
        try "name: [a\n".write(to: content.appendingPathComponent("athletes/empty-one/athlete.yml"), atomically: true, encoding: .utf8)
        #expect(throws: InputError.self) { try SiteBuilder(options: options).build() }
        #expect(try Foundation.Data(contentsOf: OutputFolder.cacheFile(for: site)) == cache)
    }

    /// Held back, an athlete keeps its entry of the last good build: the next build tries it again.
    @Test func aHeldBackAthleteKeepsItsOldEntry() throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let content = try Self.contentWithPrivateNote(in: tmp)
        let site = tmp.appendingPathComponent("_site")
        let options = IncrementalBuildTests.options(content, site)
        _ = try SiteBuilder(options: options).build()
        let before = BuildCache.read(outputFolder: site).athletes["empty-one"]
        try "name: [a\n".write(to: content.appendingPathComponent("athletes/empty-one/athlete.yml"), atomically: true, encoding: .utf8)
        #expect(try SiteBuilder(options: options).build().heldBack.map(\.slug) == ["empty-one"])
        #expect(BuildCache.read(outputFolder: site).athletes["empty-one"] == before)
        #expect(before != nil)
    }
}
