import FileTestSupport
import Foundation
import Testing
@testable import SiteGen

/// The whole output of `Fixtures/site` (today 2026-03-15): links, XML well-formedness, no
/// network loads, noindex, the expected file list, a golden dashboard, determinism.
///
/// A page's goldens live in `Tests/Goldens/<page>.golden` (`GoldenFile`: its HTML here, its data
/// files in `SiteBuilderTests`, the hand-built athlete's in `GoldenJSONTests`); the file list
/// in `Fixtures/golden/`. Regenerate them all after an intended change with
///
///     SITEGEN_UPDATE_GOLDEN=1 swift test --skip-build --filter 'FixtureSiteTests|SiteBuilderTests|GoldenJSONTests'
///
/// and review the diff.
@Suite struct FixtureSiteTests {
    static let regenerate = "SITEGEN_UPDATE_GOLDEN=1 swift test --skip-build --filter 'FixtureSiteTests|SiteBuilderTests|GoldenJSONTests'"

    /// Builds the fixture site (or a copy of it with `siteYAML` as its site.yml).
    func withSite(jobs: Int = 2, siteYAML: String? = nil, _ body: (BuiltSite) throws -> Void) throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        var content = TestSupport.fixtures.appendingPathComponent("site")
        if let siteYAML {
            content = TestSupport.copyFixture("site", to: tmp)
            try siteYAML.write(to: content.appendingPathComponent("site.yml"), atomically: true, encoding: .utf8)
        }
        try body(BuiltSite(content: content, output: tmp.appendingPathComponent("_site"), jobs: jobs))
    }

    @Test func everyRelativeLinkNamesAFileInTheOutput() throws {
        try withSite { site in
            #expect(site.checks.brokenLinks() == [])
            #expect(site.htmlPaths.filter { site.text($0).isEmpty } == [], "empty pages")
            let dashboardLinks = HTMLScanner.tags(in: site.text("ana-diaz/index.html")).compactMap { $0.value("href") }
            #expect(dashboardLinks.contains("../index.html"))
            #expect(dashboardLinks.contains("../assets/style.css"))
            #expect(dashboardLinks.contains("../empty-one/index.html"))
        }
    }

    @Test func everyPageIsWellFormedXML() throws {
        try withSite { site in
            #expect(site.checks.malformedPages() == [])
            #expect(site.checks.htmlPaths.contains("ana-diaz/index.html"))
            #expect(site.checks.htmlPaths.contains("index.html"))
            let svgs = site.text("ana-diaz/index.html").components(separatedBy: "<svg").count - 1
            #expect(svgs > 0, "the dashboard draws inline SVG charts")
        }
    }

    @Test func nothingIsLoadedFromTheNetwork() throws {
        try withSite { site in
            #expect(site.checks.networkLoads() == [])
            #expect(site.paths.contains("assets/style.css"))
        }
    }

    /// One `<meta name="referrer" content="no-referrer">` a page keeps every link's referrer;
    /// no link carries `rel="noreferrer"` or opens a new window.
    @Test func everyPageSendsNoReferrer() throws {
        try withSite { site in
            #expect(site.checks.referrerProblems() == [])
            #expect(site.text("ana-diaz/index.html").contains(#"<head><meta charset="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/><meta name="referrer" content="no-referrer"/><title>"#))
        }
    }

    @Test func privateSiteHasNoindexOnEveryPage() throws {
        try withSite { site in
            #expect(site.checks.robotsProblems(noindex: true) == [])
            #expect(site.checks.htmlPaths.count >= 3)
        }
    }

    @Test func publicSiteHasNoRobotsMetaTag() throws {
        let yaml = TestSupport.read(TestSupport.fixtures.appendingPathComponent("site/site.yml")) + "public: true\n"
        try withSite(siteYAML: yaml) { site in
            #expect(site.checks.robotsProblems(noindex: false) == [])
            #expect(!site.text("ana-diaz/index.html").contains("noindex"))
        }
    }

    @Test func outputHoldsExactlyTheExpectedFiles() throws {
        try withSite { site in
            let golden = BuiltSite.goldenFolder.appendingPathComponent("site-files.txt")
            let actual = site.paths
            if GoldenFile.updating {
                try FileManager.default.createDirectory(at: BuiltSite.goldenFolder, withIntermediateDirectories: true)
                try (actual.joined(separator: "\n") + "\n").write(to: golden, atomically: true, encoding: .utf8)
            }
            let expected = TestSupport.read(golden).split(separator: "\n").map(String.init)
            let missing = Set(expected).subtracting(actual).sorted()
            let unexpected = Set(actual).subtracting(expected).sorted()
            let note = "The list changes whenever a page is added (e.g. when page branches are merged); "
                + "if the change is intended, regenerate it: \(Self.regenerate)"
            #expect(missing == [], "missing files. \(note)")
            #expect(unexpected == [], "unexpected files. \(note)")
        }
    }

    /// The page at `path` equals its section of `Tests/Goldens/<page>.golden` (recorded first with
    /// `SITEGEN_UPDATE_GOLDEN=1`).
    func expectGolden(_ site: BuiltSite, path: String, page: String) {
        let problem = GoldenFile(page).mismatch(site.text(path), section: "fixture-site \(path)")
        #expect(problem == nil, "If the change is intended: \(Self.regenerate)")
    }

    @Test func dashboardMatchesGoldenHTML() throws {
        try withSite { site in expectGolden(site, path: "ana-diaz/index.html", page: "dashboard") }
    }

    /// The coach page: video (a drawn title card: the fixture has no thumbnail), best marks,
    /// academics, events, downloads; no header tabs.
    @Test func coachPageMatchesGoldenHTML() throws {
        try withSite { site in expectGolden(site, path: "ana-diaz/coach/index.html", page: "coach") }
    }

    @Test func buildingTwiceGivesIdenticalBytesInEveryFile() throws {
        var first: [String: String] = [:]
        try withSite(jobs: 1) { first = $0.files }
        try withSite(jobs: 4) { site in
            let second = site.files
            #expect(first.keys.sorted() == second.keys.sorted())
            let differing = first.keys.sorted().filter { first[$0] != second[$0] }
            #expect(differing == [])
            #expect(first.count > 10)
        }
    }
}
