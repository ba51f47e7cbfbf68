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
        return Written(pages: index.count + 1)
    }

    /// The stylesheet and the 404 page.
    static func fixedFiles(build: BuildContext) -> [OutputFile] {
        [OutputFile(path: SitePath.stylesheet, text: build.stylesheet),
         NotFoundPage(build: build, baseURL: build.config.baseURL).file()]
    }

    /// The family index's pages, from the cards sorted by slug.
    static func indexFiles(build: BuildContext, athletes: [AthleteHeadline]) -> [OutputFile] {
        FamilyIndexPage.files(build: build, athletes: athletes)
    }

    /// `sitemap.xml` listing the pages among `paths` (every file of the site), and `robots.txt`
    /// naming it when the site is at its host's root: crawlers read `robots.txt` only there
    /// (`https://example.org/robots.txt`), so in a sub-folder site it would do nothing.
    static func sitemapFiles(root: String, paths: [String]) -> [OutputFile] {
        let sitemap = OutputFile(path: SitePath.sitemap, text: SitemapFiles.sitemap(root: root, pages: SitemapFiles.pages(paths)))
        guard PublicSite.isHostRoot(root) else { return [sitemap] }
        return [sitemap, OutputFile(path: SitePath.robots, text: SitemapFiles.robots(root: root))]
    }
}
