import Foundation
import SiteData

/// A site loaded once for `sitegen serve`, which renders it into memory a piece at a time
/// through the same code as `sitegen build` (`AthleteBuild`, `SiteFiles`), so what it serves
/// is byte for byte what a build writes. Loading reads the settings, the theme, the page specs
/// and every athlete's name (the switcher on every page lists them); no athlete's tables.
///
/// Pieces: one athlete's files (`renderAthlete`), one athlete's family-index card
/// (`card`, a load and the dashboard's numbers, no pages), the stylesheet and 404 page
/// (`fixedFiles`), the family index from the cards (`indexFiles`), and `sitemap.xml` and
/// `robots.txt` of a public site from every path (`sitemapFiles`, `athletePaths`).
public final class PreviewSite: Sendable {
    let build: BuildContext

    /// Loads the site as `sitegen build` would (`SiteBuilder.loadSite`); throws the same
    /// errors (`UsageError` for a missing content folder or a bad `--today`, `InputError` for
    /// broken settings). `options.athletes` and `options.shard` are ignored: the preview is the
    /// whole site.
    public init(options: BuildOptions) throws {
        var options = options
        options.athletes = []
        options.shard = nil
        build = try SiteBuilder(options: options).loadSite()
    }

    /// Releases the data source (a PostgreSQL connection).
    public func close() { build.source.close() }

    /// Every athlete, sorted by slug.
    public var slugs: [String] { build.slugs }
    /// The athlete folders the data source has now (sorted): different from `slugs` when one
    /// was added or removed since the load.
    public func currentSlugs() -> [String]? { try? build.source.athleteSlugs() }
    /// The day the pages are computed for.
    public var today: LocalDate { build.today }
    /// Whether the site has `sitemap.xml` (public, with `base_url`), and so `robots.txt` when
    /// `base_url` is a host's root.
    public var hasSitemap: Bool { build.canonicalRoot != nil }

    /// The site's own warnings (settings, theme, page specs, public-site checks).
    public var warnings: [Diagnostic] {
        var all = build.warnings
        all.append(contentsOf: PublicEdition.siteWarnings(build.config, siteFile: build.displayRoot + "/site.yml"))
        return all.items.sortedForDisplay()
    }

    /// The name the athlete switcher shows for `slug`, as loaded.
    public func loadedName(of slug: String) -> String? {
        build.athletes.first { $0.slug == slug }?.name
    }

    /// The name the data source gives `slug` now (read again: the athlete's profile may have
    /// changed since the load; every page's switcher shows it).
    public func currentName(of slug: String) -> String {
        build.source.athleteNames([slug], config: build.config)[slug] ?? slug
    }

    /// The stylesheet and the 404 page.
    public func fixedFiles() -> [String: [UInt8]] {
        Self.map(SiteFiles.fixedFiles(build: build))
    }

    /// The family index's pages for these cards (any order: sorted here as the build does).
    /// `counting`: athletes whose cards are not worked out yet; each gets a card with its name as
    /// loaded and `…` for its numbers, and a note above the cards says they are being counted
    /// (docs/decisions.md, "The family index at once"). Empty: the build's bytes.
    /// `heldBack`: the athletes whose files have errors now, with their errors: the index says
    /// "not updated" for each, as `build` writes it (`FamilyIndexPage+HeldBack`).
    public func indexFiles(cards: [PreviewCard], counting: [String] = [], heldBack: [String: [Diagnostic]] = [:]) -> [String: [UInt8]] {
        var build = self.build
        let shown = Set(cards.map(\.headline.slug))
        build.heldBack = heldBack.keys.sorted(by: codePointLess).map { slug in
            HeldBackAthlete(slug: slug, name: currentName(of: slug), errors: heldBack[slug]!.sortedForDisplay(),
                            keptPages: shown.contains(slug))
        }
        // A public site's index is the roster: drawn from the cards there are (it shows no counts).
        guard !counting.isEmpty, !build.isPublic else {
            let headlines = cards.map(\.headline).sorted { codePointLess($0.slug, $1.slug) }
            return Self.map(SiteFiles.indexFiles(build: build, athletes: headlines))
        }
        let names = Dictionary(build.athletes.map { ($0.slug, $0.name) }, uniquingKeysWith: { a, _ in a })
        let placeholders = counting.map { slug in
            AthleteHeadline(slug: slug, name: names[slug] ?? slug, sport: nil,
                            stats: AthleteCardStats(schools: 0, coaches: 0, interactions: 0, offers: 0))
        }
        let headlines = (cards.map(\.headline) + placeholders).sorted { codePointLess($0.slug, $1.slug) }
        return Self.map(FamilyIndexPage.files(build: build, athletes: headlines, counting: Set(counting)))
    }

    /// `sitemap.xml` and `robots.txt` (at a host's root only) for a site whose files are
    /// `paths`; empty for a site without a sitemap.
    public func sitemapFiles(paths: [String]) -> [String: [UInt8]] {
        guard let root = build.canonicalRoot else { return [:] }
        return Self.map(SiteFiles.sitemapFiles(root: root, paths: paths))
    }

    static func map(_ files: [OutputFile]) -> [String: [UInt8]] {
        var out: [String: [UInt8]] = [:]
        for file in files { out[file.path] = file.bytes }
        return out
    }
}
