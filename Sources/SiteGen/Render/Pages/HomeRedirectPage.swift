import SiteData
import Widgets

/// `index.html` of a public site with one athlete: it sends the reader to the athlete's home
/// (the coach page) at once, names it as the canonical page, and links it for a browser that
/// does not follow the refresh. The sitemap leaves it out.
struct HomeRedirectPage {
    let build: BuildContext
    let athlete: AthleteHeadline

    func file() -> OutputFile {
        let page = Page(build: build, address: PageAddress(path: SitePath.familyIndex, athlete: nil, tab: nil))
        let target = page.href(SitePath.dashboard(athlete.slug))
        let bytes = MarkupWriter.bytes(capacity: 1024) { w in
            w.doctype()
            w.open("html", .lang(build.language.rawValue))
            w.open("head")
            w.void("meta", attributes: [.attr("charset", "utf-8")])
            w.void("meta", attributes: [.attr("name", "viewport"), .attr("content", "width=device-width, initial-scale=1")])
            w.void("meta", attributes: [.attr("http-equiv", "refresh"), .attr("content", "0; url=" + target)])
            w.open("title")
            w.text("\(athlete.name) · \(build.siteTitle)")
            w.close("title")
            if let root = build.canonicalRoot {
                w.void("link", attributes: [.attr("rel", "canonical"), .href(PublicEdition.url(root: root, path: SitePath.dashboard(athlete.slug)))])
            }
            w.void("link", attributes: [.attr("rel", "stylesheet"), .href(page.href(SitePath.stylesheet))])
            w.close("head")
            w.open("body")
            w.open("main", .id("main"))
            w.open("p")
            w.element("a", .href(target), text: athlete.name)
            w.close("p")
            w.close("main")
            w.close("body")
            w.close("html")
            w.text("\n")
        }
        return OutputFile(path: SitePath.familyIndex, bytes: bytes, isPage: true)
    }
}
