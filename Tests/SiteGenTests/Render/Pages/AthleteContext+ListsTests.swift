import Foundation
import SiteData
import Testing
@testable import SiteGen

/// The dashboard's list pages (interactions log, offers, A-tier) are written only with
/// something to list, and a card links only a written list (docs/decisions.md, "A section with
/// no data is one page").
@Suite struct AthleteListsTests {
    @Test func emptyListsAreNotWrittenAndTheirCardsLinkNowhere() throws {
        let files = AthletePages.render(try AnalyticsFixture.site("empty-one"))
        let paths = files.map(\.path)
        #expect(paths.filter { $0.hasPrefix("empty-one/offers/") || $0.hasPrefix("empty-one/a-tier/") || $0.hasPrefix("empty-one/interactions/") } == [])
        let dashboard = AnalyticsFixture.text(files, "empty-one/index.html")
        #expect(!dashboard.contains("offers/index.html"))
        #expect(!dashboard.contains("a-tier/index.html"))
        #expect(!dashboard.contains("interactions/index.html"))
        // Every written page's links lead to written pages or files.
        // Links to pages inside the athlete's folder (the site's files, other athletes and the
        // documents, data files and pictures other steps write are not here).
        let written = Set(paths)
        for file in files where file.path.hasSuffix(".html") {
            for tag in HTMLScanner.tags(in: file.text) {
                guard let href = tag.value("href"), !href.hasPrefix("#"), !href.contains(":") else { continue }
                let target = String(href.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0])
                guard !target.isEmpty, let path = Self.resolve(target, from: file.path), path.hasPrefix("empty-one/"),
                      !path.hasPrefix("empty-one/assets/"), !path.hasSuffix(".pdf"), !path.hasSuffix(".zip"),
                      !path.hasSuffix(".ics"), !path.hasSuffix(".png"), !path.hasSuffix(".json"),
                      !path.hasSuffix(".vcf") else { continue }
                #expect(written.contains(path), "\(file.path) links \(href)")
            }
        }
    }

    @Test func listsWithRowsAreWrittenAndLinked() throws {
        let site = try AnalyticsFixture.site("ana-diaz")
        #expect(site.writesInteractionsLog == !site.data.interactions.isEmpty)
        #expect(site.writesOffers == !site.data.offers.isEmpty)
        #expect(site.writesATier == site.data.schools.contains { $0.tier == .A })
        let files = AthletePages.render(site)
        let dashboard = AnalyticsFixture.text(files, "ana-diaz/index.html")
        #expect(site.writesInteractionsLog && dashboard.contains(#"href="interactions/index.html""#))
        #expect(files.contains { $0.path == "ana-diaz/interactions/index.html" })
    }

    /// `href` relative to the page at `page`, as a path from the site's root; nil above it.
    static func resolve(_ href: String, from page: String) -> String? {
        var parts = page.split(separator: "/").dropLast().map(String.init)
        for part in href.split(separator: "/").map(String.init) {
            if part == ".." {
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            } else if part != "." {
                parts.append(part)
            }
        }
        return parts.joined(separator: "/")
    }
}
