import Foundation
import Testing
@testable import SiteGen

/// A page's size does not depend on how many athletes the site has: beyond
/// `PageLayout.maxSwitcherAthletes` the header links to the family index instead of listing
/// everyone, and the family index splits into pages of `FamilyIndexPage.pageSize`.
@Suite struct LinearOutputTests {
    /// `count` athletes with a profile only (few pages each, so the test stays quick).
    func buildSite(athletes count: Int, _ body: (BuiltSite) throws -> Void) throws {
        try AthleteSwitcherTests().buildSite(athletes: count, body)
    }

    func htmlBytes(_ site: BuiltSite) -> (pages: Int, bytes: Int) {
        let pages = TestSupport.files(under: site.root).filter { $0.hasSuffix(".html") }
        let bytes = pages.reduce(0) { $0 + (FileManager.default.contents(atPath: site.root.appendingPathComponent($1).path)?.count ?? 0) }
        return (pages.count, bytes)
    }

    @Test func meanPageSizeAt300AthletesIsWithinTenPercentOfTheMeanAt30() throws {
        var means: [Double] = []
        for n in [30, 300] {
            try buildSite(athletes: n) { site in
                let (pages, bytes) = htmlBytes(site)
                means.append(Double(bytes) / Double(pages))
                if n == 300 {
                    // Two pages of cards: 200, then 100, with a pager between them.
                    let first = site.text("index.html"), second = site.text("index-2.html")
                    #expect(first.components(separatedBy: "class=\"card athlete-card\"").count - 1 == 200)
                    #expect(second.components(separatedBy: "class=\"card athlete-card\"").count - 1 == 100)
                    #expect(first.contains(#"<li><a href="index-2.html" rel="next">Next</a></li>"#))
                    #expect(second.contains(#"<li><a href="index.html" rel="prev">Previous</a></li>"#))
                    #expect(second.contains(#"<a href="index-2.html" aria-current="page">2</a>"#))
                    #expect(!FileManager.default.fileExists(atPath: site.root.appendingPathComponent("index-3.html").path))
                    #expect(site.checks.brokenLinks() == [])
                }
            }
        }
        #expect(abs(means[1] - means[0]) / means[0] <= 0.10, "mean page bytes: \(means)")
    }

    func header(_ html: String) -> String {
        guard let start = html.range(of: "<nav class=\"athlete-switcher"),
              let end = html[start.lowerBound...].range(of: "</nav>") else { return "" }
        return String(html[start.lowerBound..<end.upperBound])
    }

    @Test func eightAthletesGetTheSwitcherAndNineOneLink() throws {
        #expect(PageLayout.maxSwitcherAthletes == 8)
        try buildSite(athletes: 8) { site in
            let nav = header(site.text("a3/index.html"))
            #expect(nav.hasPrefix(#"<nav class="athlete-switcher athlete-menu" aria-label="Athlete"><details>"#))
            #expect(HTMLScanner.tags(in: nav).filter { $0.name == "a" }.count == 9)
        }
        try buildSite(athletes: 9) { site in
            #expect(header(site.text("a3/index.html")) == """
                <nav class="athlete-switcher athlete-link" aria-label="Athlete"><a href="../index.html">All athletes</a></nav>
                """)
            #expect(header(site.text("a3/schools/index.html")) == """
                <nav class="athlete-switcher athlete-link" aria-label="Athlete"><a href="../../index.html">All athletes</a></nav>
                """)
            #expect(header(site.text("index.html")) == """
                <nav class="athlete-switcher athlete-link" aria-label="Athlete"><a href="index.html" aria-current="page">All athletes</a></nav>
                """)
            #expect(!site.text("404.html").contains("aria-current"))
            #expect(site.checks.brokenLinks() == [])
        }
    }

    @Test func theFamilyIndexSplitsBeyond200Athletes() throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let content = TestSupport.copyFixture("site", to: tmp)
        let render = try SiteBuilder(options: AthleteRebuildTests.options(content, tmp.appendingPathComponent("_site"))).loadSite()
        func headlines(_ n: Int) -> [AthleteHeadline] {
            (0..<n).map { AthleteHeadline(slug: "a\($0)", name: "A \($0)", sport: nil,
                                          stats: AthleteCardStats(schools: 0, coaches: 0, interactions: 0, offers: 0)) }
        }
        #expect(FamilyIndexPage.files(build: render, athletes: []).map(\.path) == ["index.html"])
        #expect(FamilyIndexPage.files(build: render, athletes: headlines(200)).map(\.path) == ["index.html"])
        #expect(!FamilyIndexPage.files(build: render, athletes: headlines(200))[0].text.contains("class=\"pager\""))
        #expect(FamilyIndexPage.files(build: render, athletes: headlines(201)).map(\.path) == ["index.html", "index-2.html"])
        #expect(FamilyIndexPage.files(build: render, athletes: headlines(401)).map(\.path) == ["index.html", "index-2.html", "index-3.html"])
        #expect(["index.html", "index-2.html", "index-10.html"].allSatisfy(FamilyIndexPage.isIndexPage))
        #expect(!["index-1.html", "index-.html", "index-x.html", "a/index.html", "404.html"].contains(where: FamilyIndexPage.isIndexPage))
    }
}
