import SiteData

/// Site-wide files: the stylesheet, the family index, the 404 page and, for a public site with
/// `base_url`, `sitemap.xml` and `robots.txt`. Written last, so the sitemap sees every page.
enum SiteFiles {
    struct Written { var pages: Int }

    static func write(site: SiteContext, athletes: [AthleteHeadline], to output: OutputFolder) throws -> Written {
        try output.write(site.stylesheet, to: SitePath.stylesheet)
        let index = FamilyIndexPage(render: site.render, athletes: athletes).file()
        try output.write(index.text, to: index.path)
        let notFound = NotFoundPage(render: site.render, baseURL: site.config.baseURL).file()
        try output.write(notFound.text, to: notFound.path)
        if let root = site.render.canonicalRoot {
            try output.write(SitemapFiles.sitemap(root: root, pages: SitemapFiles.pages(output.writtenPaths)), to: SitePath.sitemap)
            try output.write(SitemapFiles.robots(root: root), to: SitePath.robots)
        }
        return Written(pages: 2)
    }
}
