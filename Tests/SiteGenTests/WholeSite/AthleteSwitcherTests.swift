import Foundation
import Testing
@testable import SiteGen

/// The header's athlete switcher: plain links for a few athletes, a `<details>` menu (no
/// JavaScript) beyond `PageLayout.maxInlineAthletes`, so a club site keeps a short header.
@Suite struct AthleteSwitcherTests {
    func buildSite(athletes count: Int, _ body: (BuiltSite) throws -> Void) throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let content = tmp.appendingPathComponent("content")
        for i in 1...count {
            let folder = content.appendingPathComponent("athletes/a\(i)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try "name: Athlete \(i)\n".write(to: folder.appendingPathComponent("athlete.yml"), atomically: true, encoding: .utf8)
        }
        try "today: 2026-03-15\n".write(to: content.appendingPathComponent("site.yml"), atomically: true, encoding: .utf8)
        try body(BuiltSite(content: content, output: tmp.appendingPathComponent("_site")))
    }

    func switcher(_ html: String) -> String {
        guard let start = html.range(of: "<nav class=\"athlete-switcher"),
              let end = html[start.lowerBound...].range(of: "</nav>") else { return "" }
        return String(html[start.lowerBound..<end.upperBound])
    }

    @Test func fewAthletesAreARowOfLinks() throws {
        try buildSite(athletes: 2) { site in
            #expect(switcher(site.text("a2/index.html")) == """
                <nav class="athlete-switcher" aria-label="Athlete"><ul><li><a href="../a1/index.html">Athlete 1</a></li>\
                <li><a href="index.html" aria-current="page">Athlete 2</a></li></ul></nav>
                """)
        }
    }

    @Test func manyAthletesFoldIntoADetailsMenu() throws {
        try buildSite(athletes: PageLayout.maxInlineAthletes + 1) { site in
            let nav = switcher(site.text("a3/index.html"))
            #expect(nav.hasPrefix("""
                <nav class="athlete-switcher athlete-menu" aria-label="Athlete"><details><summary title="Switch athlete">Athlete 3</summary>\
                <ul><li class="all-athletes"><a href="../index.html">All athletes</a></li><li><a href="../a1/index.html">Athlete 1</a></li>
                """))
            #expect(nav.contains(#"<li><a href="index.html" aria-current="page">Athlete 3</a></li>"#))
            #expect(HTMLScanner.tags(in: nav).filter { $0.name == "a" }.count == 8)
            // On the family index the menu is headed "Switch athlete" and "All athletes" is current.
            let index = switcher(site.text("index.html"))
            #expect(index.contains(#"<summary title="Switch athlete">Switch athlete</summary>"#))
            #expect(index.contains(#"<a href="index.html" aria-current="page">All athletes</a>"#))
            #expect(site.checks.brokenLinks() == [])
            #expect(site.checks.malformedPages() == [])
        }
    }

    @Test func skipLinkTargetsTheFocusableMain() throws {
        try buildSite(athletes: 1) { site in
            let tags = HTMLScanner.tags(in: site.text("a1/index.html"))
            #expect(tags.first { $0.name == "a" }?.attributes == [.init(name: "href", value: "#main")])
            #expect(tags.first { $0.name == "main" }?.attributes == [.init(name: "id", value: "main"),
                                                                   .init(name: "tabindex", value: "-1")])
        }
    }
}
