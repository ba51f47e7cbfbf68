import Foundation
import SiteData
import Testing
@testable import SiteGen

/// One athlete's errors hold back that athlete only (`SiteBuilder+HeldBack`).
@Suite struct HeldBackTests {
    /// The fixture with a third athlete, Ben Díaz (a copy of Ana's files).
    static func threeAthletes(in tmp: URL) throws -> URL {
        let content = TestSupport.copyFixture("site", to: tmp)
        let ana = content.appendingPathComponent("athletes/ana-diaz"), ben = content.appendingPathComponent("athletes/ben-diaz")
        try FileManager.default.copyItem(at: ana, to: ben)
        let profile = ben.appendingPathComponent("athlete.yml")
        try TestSupport.read(profile).replacingOccurrences(of: "Ana Díaz", with: "Ben Díaz")
            .write(to: profile, atomically: true, encoding: .utf8)
        return content
    }

    /// Two cells of Ben's metrics that are not numbers.
    static func breakBen(_ content: URL) throws {
        let metrics = content.appendingPathComponent("athletes/ben-diaz/performance_metrics.csv")
        try (TestSupport.read(metrics) + "m90,sixty_time,abc,s,2026-02-01,,false,\nm91,sixty_time,xyz,s,2026-02-02,,false,\n")
            .write(to: metrics, atomically: true, encoding: .utf8)
    }

    static func options(_ content: URL, _ out: URL, strict: Bool = false) -> BuildOptions {
        var o = AthleteRebuildTests.options(content, out)
        o.strict = strict
        return o
    }

    @Test func anAthleteWithErrorsKeepsItsLastGoodPagesAndTheOthersAreBuilt() throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let content = try Self.threeAthletes(in: tmp)
        let site = tmp.appendingPathComponent("_site")
        _ = try SiteBuilder(options: Self.options(content, site)).build()
        let benBefore = AthleteRebuildTests.bytes(site.appendingPathComponent("ben-diaz"))
        let emptyBefore = AthleteRebuildTests.bytes(site.appendingPathComponent("empty-one"))

        // Ben gets two bad cells; Empty One is renamed.
        try Self.breakBen(content)
        try "name: Empty Two\n".write(to: content.appendingPathComponent("athletes/empty-one/athlete.yml"), atomically: true, encoding: .utf8)
        let summary = try SiteBuilder(options: Self.options(content, site)).build()
        #expect(summary.athletes == 2)
        #expect(summary.heldBack.map(\.slug) == ["ben-diaz"])
        #expect(summary.heldBack.first?.keptPages == true)
        #expect(summary.errors.count == 2)
        #expect(summary.heldBackLines.first == "error: 1 athlete held back (fix the errors above and build again; the others were built):")
        #expect(summary.heldBackLines.count == 2)
        #expect(summary.heldBackLines[1].hasPrefix("  ben-diaz: \(content.path)/athletes/ben-diaz/performance_metrics.csv:"))
        #expect(summary.heldBackLines[1].hasSuffix(" (and 1 more error); its last good pages stay"))
        #expect(summary.line(seconds: 0).hasPrefix("Built 2 athletes (1 held back): "))
        // Ben's folder byte for byte as before; the others rebuilt.
        #expect(AthleteRebuildTests.bytes(site.appendingPathComponent("ben-diaz")) == benBefore)
        #expect(AthleteRebuildTests.bytes(site.appendingPathComponent("empty-one")) != emptyBefore)
        let index = TestSupport.read(site.appendingPathComponent("index.html"))
        #expect(index.contains("Empty Two"))
        #expect(index.contains("<strong>Ben Díaz</strong>: not updated: 2 errors in performance_metrics.csv"))
        #expect(index.contains("<h2 class=\"card-title\">Ben Díaz</h2>"))

        // Fixed: Ben is built again and the note goes.
        try FileManager.default.removeItem(at: content.appendingPathComponent("athletes/ben-diaz/performance_metrics.csv"))
        let fixed = try SiteBuilder(options: Self.options(content, site)).build()
        #expect(fixed.heldBack.isEmpty)
        #expect(!TestSupport.read(site.appendingPathComponent("index.html")).contains("not updated"))
    }

    @Test func onAFirstBuildAHeldBackAthleteHasNoPagesAndNoCard() throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let content = try Self.threeAthletes(in: tmp)
        try Self.breakBen(content)
        let site = tmp.appendingPathComponent("_site")
        let summary = try SiteBuilder(options: Self.options(content, site)).build()
        #expect(summary.heldBack.map(\.keptPages) == [false])
        #expect(summary.heldBackLines[1].hasSuffix("; it has no pages yet"))
        #expect(!FileManager.default.fileExists(atPath: site.appendingPathComponent("ben-diaz").path))
        let index = TestSupport.read(site.appendingPathComponent("index.html"))
        #expect(index.contains("not updated: 2 errors in performance_metrics.csv"))
        #expect(!index.contains("<h2 class=\"card-title\">Ben Díaz</h2>"))
        #expect(index.contains("<h2 class=\"card-title\">Ana Díaz</h2>"))
    }

    @Test func aPublicSiteNeverSaysSo() throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let content = try Self.threeAthletes(in: tmp)
        try (TestSupport.read(content.appendingPathComponent("site.yml")) + "public: true\n")
            .write(to: content.appendingPathComponent("site.yml"), atomically: true, encoding: .utf8)
        try Self.breakBen(content)
        let site = tmp.appendingPathComponent("_site")
        let summary = try SiteBuilder(options: Self.options(content, site)).build()
        #expect(summary.heldBack.map(\.slug) == ["ben-diaz"])
        #expect(!TestSupport.read(site.appendingPathComponent("index.html")).contains("not updated"))
    }

    @Test func strictWritesNothing() throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let content = try Self.threeAthletes(in: tmp)
        let site = tmp.appendingPathComponent("_site")
        _ = try SiteBuilder(options: Self.options(content, site)).build()
        let before = AthleteRebuildTests.bytes(site)
        try Self.breakBen(content)
        let profile = content.appendingPathComponent("athletes/ana-diaz/athlete.yml")
        try (TestSupport.read(profile) + "# changed\n").write(to: profile, atomically: true, encoding: .utf8)
        #expect(throws: InputError.self) { try SiteBuilder(options: Self.options(content, site, strict: true)).build() }
        #expect(AthleteRebuildTests.bytes(site) == before)
        // And on a first build, no folder at all.
        let fresh = tmp.appendingPathComponent("fresh")
        #expect(throws: InputError.self) { try SiteBuilder(options: Self.options(content, fresh, strict: true)).build() }
        #expect(!FileManager.default.fileExists(atPath: fresh.path))
    }

    @Test func siteErrorsStillStopEverything() throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let content = try Self.threeAthletes(in: tmp)
        try "title: [a\n".write(to: content.appendingPathComponent("site.yml"), atomically: true, encoding: .utf8)
        let site = tmp.appendingPathComponent("_site")
        #expect(throws: InputError.self) { try SiteBuilder(options: Self.options(content, site)).build() }
        #expect(!FileManager.default.fileExists(atPath: site.path))
    }
}
