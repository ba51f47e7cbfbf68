import SiteData
import SiteOutput

/// Site-wide files: the stylesheet, the family index, the 404 page and, for a public site with
/// `base_url`, `sitemap.xml` (and `robots.txt` when `base_url` is a host's root). Written last,
/// so the sitemap sees every page.
/// `sitegen serve` renders the same files into memory (`PreviewSite`): the stylesheet and the
/// 404 page need no athlete, the family index needs only the athletes' cards.
enum SiteFiles {
    struct Written { var pages: Int }

    static func write(build: BuildContext, athletes: [AthleteHeadline], to output: OutputFolder) throws -> Written {
        let index = indexFiles(build: build, athletes: athletes)
        for file in fixedFiles(build: build) + index { try output.write(file.bytes, to: file.path) }
        if let root = build.canonicalRoot {
            for file in sitemapFiles(root: root, paths: output.writtenPaths + output.keptPaths) {
                try output.write(file.bytes, to: file.path)
            }
        }
        return Written(pages: index.count { $0.isPage } + 1)
    }

    /// The stylesheet and the 404 page.
    static func fixedFiles(build: BuildContext) -> [OutputFile] {
        [OutputFile(path: SitePath.stylesheet, text: build.stylesheet),
         NotFoundPage(build: build, baseURL: build.config.baseURL).file()]
    }

    /// The site's index, from the cards sorted by slug. A public site with more than one
    /// athlete opens with the roster (`RosterSite`), one with one athlete sends the reader to
    /// that athlete's home (`HomeRedirectPage`). The family's own site has the family index
    /// and, beside it, the roster's preview ("What a coach sees").
    static func indexFiles(build: BuildContext, athletes: [AthleteHeadline]) -> [OutputFile] {
        if build.isPublic, athletes.count > 1 { return RosterSite(build: build, athletes: athletes, isPreview: false).files() }
        if build.isPublic, let only = athletes.first { return [HomeRedirectPage(build: build, athlete: only).file()] }
        let index = FamilyIndexPage.files(build: build, athletes: athletes)
        guard !athletes.isEmpty else { return index }
        return index + RosterSite(build: build, athletes: athletes, isPreview: true).files()
    }

    /// `sitemap.xml` listing the pages among `paths` (every file of the site), and `robots.txt`
    /// naming it when the site is at its host's root: crawlers read `robots.txt` only there
    /// (`https://example.org/robots.txt`), so in a sub-folder site it would do nothing.
    /// A public site without a roster (one athlete) has an index that only redirects to the
    /// athlete's home (`HomeRedirectPage`): not a page to list. A roster always has a class page.
    static func sitemapFiles(root: String, paths: [String]) -> [OutputFile] {
        let roster = paths.contains { $0.hasPrefix("roster-class-") }
        let pages = SitemapFiles.pages(paths).filter { roster || $0 != SitePath.familyIndex }
        let sitemap = OutputFile(path: SitePath.sitemap, text: SitemapFiles.sitemap(root: root, pages: pages))
        guard PublicEdition.isHostRoot(root) else { return [sitemap] }
        return [sitemap, OutputFile(path: SitePath.robots, text: SitemapFiles.robots(root: root))]
    }
}
