import Widgets
import SiteData

/// `sitemap.xml` and `robots.txt` of a public site with `base_url`.
enum SitemapFiles {
    /// Every page, in the order given (sorted by the caller), as an absolute URL; no `lastmod`:
    /// a build reads no clock, and "today" is not when a page changed.
    static func sitemap(root: String, pages: [String]) -> String {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        for path in pages {
            out += "  <url><loc>\(PublicEdition.url(root: root, path: path).escapedText)</loc></url>\n"
        }
        return out + "</urlset>\n"
    }

    static func robots(root: String) -> String {
        "User-agent: *\nAllow: /\n\nSitemap: \(root)sitemap.xml\n"
    }

    /// The pages a sitemap lists: every HTML file but the 404 page and the coach page's alias
    /// (`CoachPage.isAlias`: its canonical page is the athlete's home), sorted.
    static func pages(_ written: [String]) -> [String] {
        written.filter { $0.hasSuffix(".html") && $0 != SitePath.notFound && !CoachPage.isAlias($0) }
            .sorted(by: codePointLess)
    }
}
