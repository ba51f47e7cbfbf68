import SiteData
import Widgets

/// The HTML document around every page: head, skip link, header with the site title, athlete
/// switcher and page tabs, the page header, main, and the footer with the build date.
struct PageLayout {
    var page: Page
    var title: String
    var subtitle: String?
    /// Extra content between the page header and the spec's sections (e.g. range tabs).
    var lead: Node = .empty
    var body: Node

    /// The athlete header tabs (`PageKind.tabLabel`), in case order.
    static let tabs: [(PageKind, StringKey)] = PageKind.allCases.compactMap { kind in kind.tabLabel.map { (kind, $0) } }

    func render() -> String { String(decoding: renderUTF8(), as: UTF8.self) }

    /// The page's bytes, ending in a line break.
    func renderUTF8() -> [UInt8] {
        let r = page.build
        let docTitle = page.address.athlete.map { "\(title) · \($0.name) · \(r.siteTitle)" } ?? (title == r.siteTitle ? title : "\(title) · \(r.siteTitle)")
        var head: [Node] = [
            .element("meta", [.attr("charset", "utf-8")]),
            .element("meta", [.attr("name", "viewport"), .attr("content", "width=device-width, initial-scale=1")]),
            .element("title", [], [.text(docTitle)]),
        ]
        if !r.isPublic {
            head.append(.element("meta", [.attr("name", "robots"), .attr("content", "noindex, nofollow")]))
        }
        head.append(.element("meta", [.attr("name", "generator"), .attr("content", SiteGenVersion.generator)]))
        head.append(.element("link", [.attr("rel", "stylesheet"), .href(page.href(SitePath.stylesheet))]))
        if let root = r.canonicalRoot, page.address.linkRoot == nil {
            head.append(.element("link", [.attr("rel", "canonical"), .href(PublicSite.url(root: root, page: page.address.path))]))
        }

        let bodyNodes: [Node] = [
            .element("a", [.class("skip-link"), .href("#main")], [.text(page.t(.siteSkipToContent))]),
            header(),
            .element("main", [.id("main"), .class("site-main"), .attr("tabindex", "-1")], [
                .element("div", [.class("page-header")], [
                    .element("h1", [], [.text(title)]),
                    subtitle.map { .element("p", [], [.text($0)]) } ?? .empty,
                ]),
                lead,
                body,
            ]),
            .element("footer", [.class("site-footer")], [
                .element("p", [], [.text(page.t(.siteBuiltOn, ["date": page.formatter.longDate(r.today)]))]),
            ]),
        ]
        let html = Node.element("html", [.lang(r.language.rawValue)], [
            .element("head", [], head),
            .element("body", [], bodyNodes),
        ])
        return Node.document(html).renderUTF8(appending: "\n")
    }

    func header() -> Node {
        let r = page.build
        var inner: [Node] = []
        if r.showsSiteNavigation {
            inner.append(.element("a", [.class("site-title"), .href(page.href(SitePath.familyIndex))], [.text(r.siteTitle)]))
        } else {
            inner.append(.element("span", [.class("site-title")], [.text(r.siteTitle)]))
        }
        if r.showsSiteNavigation, r.athletes.count > 1 {
            inner.append(athleteNavigation())
        }
        if r.showsSiteNavigation, let athlete = page.address.athlete {
            let items = PageLayout.tabs.map { (kind, key) -> Node in
                var attrs: [Attribute] = [.href(page.href(kind.tabPath(athlete: athlete.slug)))]
                if kind == page.address.tab { attrs.append(.aria("current", "page")) }
                return .element("li", [], [.element("a", attrs, [.text(page.t(key))])])
            }
            inner.append(.element("nav", [.class("page-tabs"), .aria("label", page.t(.sitePages))],
                                  [.element("ul", [], items)]))
        }
        if !r.showsSiteNavigation, !r.headerLinks.isEmpty {
            let items = r.headerLinks.map { link -> Node in
                var attrs: [Attribute] = [.href(page.href(link.path))]
                if link.path == page.address.path { attrs.append(.aria("current", "page")) }
                return .element("li", [], [.element("a", attrs, [.text(link.label)])])
            }
            inner.append(.element("nav", [.class("page-tabs header-links"), .aria("label", page.t(.sitePages))],
                                  [.element("ul", [], items)]))
        }
        return .element("header", [.class("site-header")], [.element("div", [.class("site-header-inner")], inner)])
    }

    /// More athletes than this and the switcher folds into a `<details>` menu, so that a club
    /// site with a hundred athletes keeps a one-line header.
    static let maxInlineAthletes = 6

    /// Links to every athlete's dashboard (no JavaScript): a row of links for a few athletes,
    /// a `<details>` menu headed by the current athlete for many.
    func athleteSwitcher() -> Node {
        let r = page.build
        var items = r.athletes.map { a -> Node in
            var attrs: [Attribute] = [.href(page.href(SitePath.dashboard(a.slug)))]
            if a.slug == page.address.athlete?.slug { attrs.append(.aria("current", "page")) }
            return .element("li", [], [.element("a", attrs, [.text(a.name)])])
        }
        let label = Attribute.aria("label", page.t(.siteAthleteSwitcher))
        guard r.athletes.count > PageLayout.maxInlineAthletes else {
            return .element("nav", [.class("athlete-switcher"), label], [.element("ul", [], items)])
        }
        var all: [Attribute] = [.href(page.href(SitePath.familyIndex))]
        if page.address.athlete == nil { all.append(.aria("current", "page")) }
        items.insert(.element("li", [.class("all-athletes")], [.element("a", all, [.text(page.t(.siteAllAthletes))])]), at: 0)
        let summary = page.address.athlete?.name ?? page.t(.siteSwitchAthlete)
        return .element("nav", [.class("athlete-switcher athlete-menu"), label], [
            .element("details", [], [
                .element("summary", [.title(page.t(.siteSwitchAthlete))], [.text(summary)]),
                .element("ul", [], items),
            ]),
        ])
    }
}
