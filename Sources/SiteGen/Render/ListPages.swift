import SiteData
import Widgets

/// A long list's own pages, `pageSize` items each: `<folder>/index.html`, then
/// `<folder>/page-2/index.html`, …, with a pager between them and a link back to the page
/// that shows the first few. A page that would list thousands of rows (a metric history, a
/// school's interactions) shows a few and links here instead.
struct ListPages {
    static let pageSize = 100

    var site: AthleteSite
    /// e.g. `ana-diaz/performance/history`.
    var folder: String
    var tab: PageKind
    var title: String
    /// The page showing the first few items, and its name for the link back.
    var back: (path: String, label: String)
    var count: Int
    /// Drawn in place of the link back, when set (a page's own sub-navigation).
    var nav: ((PageContext) -> Node)? = nil

    static func path(_ folder: String, page number: Int) -> String {
        number <= 1 ? "\(folder)/index.html" : "\(folder)/page-\(number)/index.html"
    }

    var pages: Int { (count + Self.pageSize - 1) / Self.pageSize }

    /// One file per page; `body` draws the items in the range for the page.
    func render(_ body: (Range<Int>, PageContext) -> Node) -> [OutputFile] {
        guard count > 0 else { return [] }
        return (1...pages).map { number in
            let path = Self.path(folder, page: number)
            let page = site.page(path, tab: tab)
            let start = (number - 1) * Self.pageSize
            let f = page.formatter
            let content: [Node] = [
                nav?(page) ?? .element("p", [], [.element("a", [.href(page.href(back.path))], [.text(back.label)])]),
                .element("div", [.class("card")], [body(start..<Swift.min(count, start + Self.pageSize), page)]),
                pager(page, number: number),
            ]
            let subtitle = page.t(.listPageOf, ["page": f.integer(number), "pages": f.integer(pages), "n": f.integer(count)])
            let html = PageLayout(page: page, title: title, subtitle: subtitle, body: .fragment(content)).render()
            return OutputFile(path: path, text: html, isPage: true)
        }
    }

    /// Previous · up to 9 page numbers around the current one · Next.
    func pager(_ page: PageContext, number: Int) -> Node {
        guard pages > 1 else { return .empty }
        func link(_ n: Int, _ text: String, rel: String? = nil) -> Node {
            var attrs: [Attribute] = [.href(page.href(Self.path(folder, page: n)))]
            if n == number, rel == nil { attrs.append(.aria("current", "page")) }
            if let rel { attrs.append(.attr("rel", rel)) }
            return .element("li", [], [.element("a", attrs, [.text(text)])])
        }
        let first = Swift.max(1, Swift.min(number - 4, pages - 8))
        var items: [Node] = []
        if number > 1 { items.append(link(number - 1, page.t(.listPreviousPage), rel: "prev")) }
        for n in first...Swift.min(pages, first + 8) { items.append(link(n, page.formatter.integer(n))) }
        if number < pages { items.append(link(number + 1, page.t(.listNextPage), rel: "next")) }
        return .element("nav", [.class("pager"), .aria("label", page.t(.listPages, ["title": title]))], [.element("ul", [], items)])
    }
}

extension PageSpec {
    /// The `limit` of the first widget drawing `dataset` (nil: none, or no limit).
    func limit(of dataset: some PageDatasetName) -> Int? {
        sections.lazy.flatMap(\.widgets).first { $0.dataset?.rawValue == dataset.rawValue }?.limit
    }
}
