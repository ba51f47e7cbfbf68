import Foundation
import SiteData
import Testing
@testable import SiteGen

/// `--athlete X` into an existing site rebuilds X and keeps everyone else.
@Suite struct AthleteRebuildTests {
    static func options(_ content: URL, _ out: URL, athletes: [String] = []) -> BuildOptions {
        var o = BuildOptions()
        o.contentFolder = content.path
        o.outputFolder = out.path
        o.environment = [:]
        o.jobs = 2
        o.athletes = athletes
        return o
    }

    static func bytes(_ root: URL) -> [String: Foundation.Data] {
        Dictionary(uniqueKeysWithValues: TestSupport.files(under: root).map {
            ($0, FileManager.default.contents(atPath: root.appendingPathComponent($0).path)!)
        })
    }

    @Test func rebuildingOneAthleteGivesTheSiteAFullBuildGives() throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let content = TestSupport.copyFixture("site", to: tmp)
        // A school changes the public pages only when schools are published.
        try ("title: Fixture Family\ntimezone: America/Chicago\ntoday: 2026-03-15\npublic: true\nbase_url: https://example.org/\n"
            + "publish: [schools]\n")
            .write(to: content.appendingPathComponent("site.yml"), atomically: true, encoding: .utf8)
        let site = tmp.appendingPathComponent("_site"), fresh = tmp.appendingPathComponent("fresh")
        _ = try SiteBuilder(options: Self.options(content, site)).build()
        let before = Self.bytes(site)

        // A fifth school for Ana: her pages and her card on the family index change.
        let schools = content.appendingPathComponent("athletes/ana-diaz/schools.csv")
        try (TestSupport.read(schools) + "s5,Tufts University,interested,D3,B,small,Medford,MA\n")
            .write(to: schools, atomically: true, encoding: .utf8)
        let summary = try SiteBuilder(options: Self.options(content, site, athletes: ["ana-diaz"])).build()
        #expect(summary.athletes == 1)
        _ = try SiteBuilder(options: Self.options(content, fresh)).build()

        let rebuilt = Self.bytes(site), full = Self.bytes(fresh)
        #expect(rebuilt.keys.sorted() == full.keys.sorted())
        for (path, data) in full { #expect(rebuilt[path] == data, "\(path) differs from a full build") }
        #expect(rebuilt.keys.contains("empty-one/index.html"))
        // A public site's index is the roster: it shows no count of schools, so it stays.
        #expect(rebuilt["index.html"] == before["index.html"])
        #expect(String(decoding: rebuilt["index.html"]!, as: UTF8.self).contains("Empty One"))
        #expect(String(decoding: rebuilt["sitemap.xml"]!, as: UTF8.self).contains("<loc>https://example.org/empty-one/</loc>"))
        #expect(summary.files == full.count)
    }

    @Test func keptFoldersStayAsTheyWereAndOnlyBuiltAthletesAreListed() throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let content = TestSupport.copyFixture("site", to: tmp)
        let site = tmp.appendingPathComponent("_site")
        // Only Ana was ever built: rebuilding her does not add Empty One.
        _ = try SiteBuilder(options: Self.options(content, site, athletes: ["ana-diaz"])).build()
        _ = try SiteBuilder(options: Self.options(content, site, athletes: ["ana-diaz"])).build()
        #expect(!FileManager.default.fileExists(atPath: site.appendingPathComponent("empty-one").path))
        #expect(!TestSupport.read(site.appendingPathComponent("index.html")).contains("Empty One"))

        // Built in full, then Empty One's folder is kept byte for byte while Ana is rebuilt.
        _ = try SiteBuilder(options: Self.options(content, site)).build()
        let emptyBefore = Self.bytes(site.appendingPathComponent("empty-one"))
        try "name: Renamed One\n".write(to: content.appendingPathComponent("athletes/empty-one/athlete.yml"), atomically: true, encoding: .utf8)
        _ = try SiteBuilder(options: Self.options(content, site, athletes: ["ana-diaz"])).build()
        #expect(Self.bytes(site.appendingPathComponent("empty-one")) == emptyBefore)
        // The index lists her as the content names her now.
        #expect(TestSupport.read(site.appendingPathComponent("index.html")).contains("Renamed One"))
    }

    /// Held back (`SiteBuilder+HeldBack`): its folder stays as it was, and the index says so.
    @Test func aKeptAthleteWhoseDataNoLongerLoadsIsHeldBackWithItsFolder() throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let content = TestSupport.copyFixture("site", to: tmp)
        let site = tmp.appendingPathComponent("_site")
        _ = try SiteBuilder(options: Self.options(content, site)).build()
        let before = Self.bytes(site.appendingPathComponent("empty-one"))
        try "name: [a\n".write(to: content.appendingPathComponent("athletes/empty-one/athlete.yml"), atomically: true, encoding: .utf8)
        let summary = try SiteBuilder(options: Self.options(content, site, athletes: ["ana-diaz"])).build()
        #expect(summary.heldBack.map(\.slug) == ["empty-one"])
        #expect(Self.bytes(site.appendingPathComponent("empty-one")) == before)
        #expect(TestSupport.read(site.appendingPathComponent("index.html")).contains("not updated: 1 error in athlete.yml"))
    }
}
