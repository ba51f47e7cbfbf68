import SiteData

/// Site-wide files: the stylesheet, the family index, the 404 page and, for a public site with
/// `base_url`, `sitemap.xml` and `robots.txt`. Written last, so the sitemap sees every page.
enum SiteFiles {
    struct Written { var pages: Int }

    static func write(site: BuildContext, athletes: [AthleteHeadline], to output: OutputFolder) throws -> Written {
        try output.write(site.stylesheet, to: SitePath.stylesheet)
        let index = FamilyIndexPage.files(build: site, athletes: athletes)
        for page in index { try output.write(page.bytes, to: page.path) }
        let notFound = NotFoundPage(build: site, baseURL: site.config.baseURL).file()
        try output.write(notFound.bytes, to: notFound.path)
        if let root = site.canonicalRoot {
            let paths = output.writtenPaths + output.keptPaths
            try output.write(SitemapFiles.sitemap(root: root, pages: SitemapFiles.pages(paths)), to: SitePath.sitemap)
            try output.write(SitemapFiles.robots(root: root), to: SitePath.robots)
        }
        return Written(pages: index.count + 1)
    }
}
