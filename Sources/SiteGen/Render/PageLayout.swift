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
    /// What a shared link to a page that is no athlete's shows (the roster); nil: its title only.
    var share: ShareTags.Summary? = nil
    /// `og:description` (and `description`) for a page that is shared: the coach page's
    /// "Class of 2027 · RHP, SS · Fastball Velocity 89.2 mph (Verified)". nil: none.
    var description: String? = nil

    /// The athlete header tabs (`PageKind.tabs`), in case order.
    static var tabs: [(PageKind, StringKey)] { PageKind.tabs }

    func render() -> String { String(decoding: renderUTF8(), as: UTF8.self) }

    /// The page's bytes, ending in a line break. Written straight to bytes (`MarkupWriter`):
    /// every page has this frame, and only the body is a `Node` tree.
    func renderUTF8() -> [UInt8] { renderUTF8(page.build) }

    /// `r`: the page's build, passed as an argument so that it is borrowed (a `let` copy of it
    /// retained and released each of its dozens of fields, several times a page).
    private func renderUTF8(_ r: BuildContext) -> [UInt8] {
        // A page headed by the athlete's name (the coach page, the profile) does not say it twice.
        let docTitle = page.address.athlete.map { title == $0.name ? "\(title) · \(r.siteTitle)" : "\(title) · \($0.name) · \(r.siteTitle)" }
            ?? (title == r.siteTitle ? title : "\(title) · \(r.siteTitle)")
        return MarkupWriter.bytes(capacity: 32 * 1024) { w in
            w.doctype()
            w.open("html", .lang(r.language.rawValue))
            w.open("head")
            w.append(written: PageLayout.headStart)
            w.open("title")
            w.text(docTitle)
            w.close("title")
            if !r.isPublic { w.append(written: PageLayout.noIndex) }
            w.append(written: PageLayout.generator)
            w.void("link", attributes: [.attr("rel", "stylesheet"), .href(page.href(SitePath.stylesheet))])
            if let root = r.canonicalRoot, page.address.linkRoot == nil {
                w.void("link", attributes: [.attr("rel", "canonical"),
                                            .href(PublicEdition.url(root: root, path: page.address.canonicalPath ?? page.address.path))])
            }
            for tag in ShareTags(page: page, title: docTitle, summary: share, description: description).tags(r) {
                w.void("meta", attributes: [.attr(tag.attribute, tag.key), .attr("content", tag.content)])
            }
            w.close("head")
            w.open("body")
            if let memo = page.headerMemo {
                w.append(written: memo.skipLink { writeSkipLink(&$0) })
            } else {
                writeSkipLink(&w)
            }
            writeHeader(&w, r, memo: page.headerMemo)
            w.open("main", .id("main"), .attr("tabindex", "-1"))
            w.open("div")
            w.open("h1")
            w.text(title)
            w.close("h1")
            if let subtitle {
                w.open("p")
                w.text(subtitle)
                w.close("p")
            }
            w.close("div")
            w.node(lead)
            w.node(body)
            w.close("main")
            if let memo = page.headerMemo {
                w.append(written: memo.footer { writeFooter(&$0, r) })
            } else {
                writeFooter(&w, r)
            }
        }
    }

    /// The head's first tags, the same on every page: written once.
    static let headStart = MarkupWriter.bytes(capacity: 256) { w in
        w.void("meta", attributes: [.attr("charset", "utf-8")])
        w.void("meta", attributes: [.attr("name", "viewport"), .attr("content", "width=device-width, initial-scale=1")])
        // Every link sends no referrer (the privacy `rel="noreferrer"` gave each external link,
        // once a page: a feed has thousands). No link opens a new window (no `target`), so
        // `noopener` has nothing to guard.
        w.void("meta", attributes: [.attr("name", "referrer"), .attr("content", "no-referrer")])
    }

    /// A private site's pages ask not to be indexed.
    static let noIndex = MarkupWriter.bytes(capacity: 64) { w in
        w.void("meta", attributes: [.attr("name", "robots"), .attr("content", "noindex, nofollow")])
    }

    static let generator = MarkupWriter.bytes(capacity: 64) { w in
        w.void("meta", attributes: [.attr("name", "generator"), .attr("content", SiteGenVersion.generator)])
    }

    /// The link to the main content, first in the body: the same on every page of a build.
    private func writeSkipLink(_ w: inout MarkupWriter) {
        w.element("a", .href("#main"), text: page.t(.siteSkipToContent))
    }

    /// The footer (the build's date) and the document's end: the same on every page of a build.
    private func writeFooter(_ w: inout MarkupWriter, _ r: BuildContext) {
        w.open("footer")
        w.open("p")
        w.text(page.t(.siteBuiltOn, ["date": page.formatter.longDate(r.today)]))
        w.close("p")
        w.close("footer")
        w.close("body")
        w.close("html")
        w.text("\n")
    }

    /// The header, from `memo` when a page in the same folder (or a sibling folder) with the
    /// same tab wrote it (`PageHeaderMemo`); a header whose links depend on the page's own path
    /// (the packet's `headerLinks` mark the current one) or that links from a root
    /// (`linkRoot`) is written each time.
    private func writeHeader(_ w: inout MarkupWriter, _ r: BuildContext, memo: PageHeaderMemo?) {
        guard let memo, let athlete = page.address.athlete, page.address.linkRoot == nil,
              r.showsSiteNavigation || r.headerLinks.isEmpty else {
            var targets: [String] = []
            writeHeader(&w, r, targets: &targets)
            return
        }
        let folder = PageHeaderMemo.folder(of: page.address.path)
        if let bytes = memo.header(folder: folder, tab: page.address.tab, athlete: athlete) {
            w.append(written: bytes)
            return
        }
        var targets: [String] = []
        let bytes = MarkupWriter.bytes(capacity: 2048) { writeHeader(&$0, r, targets: &targets) }
        memo.keep(bytes, targets: targets, folder: folder, tab: page.address.tab, athlete: athlete)
        w.append(written: bytes)
    }

    /// A link from the page to `target`, which `targets` records (see `PageHeaderMemo`).
    func href(_ target: String, _ targets: inout [String]) -> String {
        targets.append(target)
        return page.href(target)
    }

    /// The header: site title, the way to other athletes, the athlete's tabs (or the packet's
    /// links). `targets`: the site paths it links.
    private func writeHeader(_ w: inout MarkupWriter, _ r: BuildContext, targets: inout [String]) {
        w.open("header")
        w.open("div")
        if r.showsSiteNavigation {
            w.element("a", .href(href(SitePath.familyIndex, &targets)), text: r.siteTitle)
        } else {
            w.open("span")
            w.text(r.siteTitle)
            w.close("span")
        }
        // A public site's way to the other athletes is its index, the roster (`RosterSite`).
        if r.showsSiteNavigation, r.athletes.count > 1, !r.isPublic {
            w.node(athleteNavigation(r, &targets))
        }
        if r.showsSiteNavigation, let athlete = page.address.athlete {
            w.open("nav", .class("page-tabs"), .aria("label", page.t(.sitePages)))
            w.open("ul")
            for (kind, key) in r.athleteTabs {
                w.open("li")
                let linked = Attribute.href(self.href(r.tabPath(kind, athlete: athlete.slug), &targets))
                if kind == page.address.tab { w.open("a", linked, .aria("current", "page")) } else { w.open("a", linked) }
                w.text(page.t(key))
                w.close("a")
                w.close("li")
            }
            w.close("ul")
            w.close("nav")
        }
        if !r.showsSiteNavigation, !r.headerLinks.isEmpty {
            w.open("nav", .class("page-tabs header-links"), .aria("label", page.t(.sitePages)))
            w.open("ul")
            for link in r.headerLinks {
                w.open("li")
                let linked = Attribute.href(self.href(link.path, &targets))
                if link.path == page.address.path { w.open("a", linked, .aria("current", "page")) } else { w.open("a", linked) }
                w.text(link.label)
                w.close("a")
                w.close("li")
            }
            w.close("ul")
            w.close("nav")
        }
        w.close("div")
        w.close("header")
    }

    /// More athletes than this and the switcher folds into a `<details>` menu, so that a club
    /// site with a hundred athletes keeps a one-line header.
    static let maxInlineAthletes = 6

    /// Links to every athlete's dashboard (no JavaScript): a row of links for a few athletes,
    /// a `<details>` menu headed by the current athlete for many.
    func athleteSwitcher(_ r: BuildContext, _ targets: inout [String]) -> Node {
        var items: [Node] = []
        for a in r.athletes {
            var attrs: [Attribute] = [.href(href(SitePath.dashboard(a.slug), &targets))]
            if a.slug == page.address.athlete?.slug { attrs.append(.aria("current", "page")) }
            items.append(.element("li", [], [.element("a", attrs, [.text(a.name)])]))
        }
        let label = Attribute.aria("label", page.t(.siteAthleteSwitcher))
        guard r.athletes.count > PageLayout.maxInlineAthletes else {
            return .element("nav", [.class("athlete-switcher"), label], [.element("ul", [], items)])
        }
        var all: [Attribute] = [.href(href(SitePath.familyIndex, &targets))]
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
