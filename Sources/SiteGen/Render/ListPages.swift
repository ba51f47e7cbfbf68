import SiteData
import Widgets

/// A long list's own pages, `pageSize` items each: `<folder>/index.html`, then
/// `<folder>/page-2/index.html`, …, with a pager between them and a link back to the page
/// that shows the first few. A page that would list thousands of rows (a metric history, a
/// school's interactions) shows a few and links here instead.
///
/// Pages are sized by bytes, not only rows: each holds about `rowBudget` bytes of rows
/// (`rowBytes` each), so a list of one-line rows makes fewer pages than a list of whole posts,
/// and every page stays light (docs/performance.md, "Bytes per athlete").
struct ListPages {
    /// The bytes of rows a page holds, about: with the page's frame, a page of 60–70 KB.
    static let rowBudget = 50_000
    /// A row of a list of whole texts (a task, an A-tier school row): 100 a page.
    static let fullRow = 500
    /// A one-line row (an activity, an interaction, a metric record: title, date and a short
    /// detail): 250 a page.
    static let lineRow = 200
    /// A post in the social feed (meta line with its icon, the text and its link; about 250
    /// bytes on the benchmark's posts): 250 a page.
    static let postRow = 200

    var athlete: AthleteContext
    /// e.g. `ana-diaz/performance/timeline`.
    var folder: String
    var tab: PageKind
    var title: String
    /// The page showing the first few items, and its name for the link back (nil: none, for
    /// a list that is itself the page a card or tab leads to).
    var back: (path: String, label: String)?
    var count: Int
    /// Shown on one page when there is no item (nil: no page at all).
    var empty: (text: String, hint: String?)? = nil
    /// Under the title instead of "Page 1 of 2 · 150 in all, newest first".
    var subtitle: String? = nil
    /// Drawn in place of the link back, when set (a page's own sub-navigation).
    var nav: ((Page) -> Node)? = nil
    /// The bytes of one row, about (`fullRow`, `lineRow`).
    var rowBytes = ListPages.fullRow
    /// The `id` of the card holding the rows, for a filter that targets it (the social feed's
    /// `#recruiting`); the pager follows the card, so the theme can hide it too.
    var cardID: String? = nil

    /// The most rows a page holds (a list of lines lighter than a `lineRow` may hold more).
    var maxPageSize = 400

    /// Rows a page holds: `rowBudget` bytes of them, from 100 to `maxPageSize`.
    var pageSize: Int { Swift.min(maxPageSize, Swift.max(100, Self.rowBudget / rowBytes)) }

    /// `<folder>/index.html`, `<folder>/page-2/index.html`, … (appended into room made once: a
    /// pager links a dozen pages, and each join or interpolation grew the string again).
    static func path(_ folder: String, pageNumber number: Int) -> String {
        var path = folder
        path.reserveCapacity(folder.utf8.count + 32)
        if number > 1 {
            path.append("/page-")
            path.append(String(number))
        }
        path.append("/index.html")
        return path
    }

    var pages: Int { (count + pageSize - 1) / pageSize }

    /// One file per page; `body` draws the items in the range for the page. Each page is drawn
    /// when it is read (`OutputFiles`), so the build writes and frees one before the next is drawn.
    func render(_ body: @escaping (Range<Int>, Page) -> Node) -> OutputFiles {
        guard count > 0 else {
            guard let empty else { return [] }
            let path = Self.path(folder, pageNumber: 1)
            let page = athlete.page(path, tab: tab)
            // No hint to the family on a public site (`WidgetRenderer.render`).
            let hint = page.build.isPublic ? nil : empty.hint
            let body = Node.element("div", [.class("card")], [EmptyMessage(empty.text, hint: hint).node])
            return [OutputFile(path: path, bytes: PageLayout(page: page, title: title, subtitle: subtitle, body: body).renderUTF8(), isPage: true)]
        }
        return OutputFiles(count: pages) { [self] i in file(number: i + 1, body) }
    }

    private func file(number: Int, _ body: (Range<Int>, Page) -> Node) -> OutputFile {
        let path = Self.path(folder, pageNumber: number)
        let page = athlete.page(path, tab: tab)
        let start = (number - 1) * pageSize
        let f = page.formatter
        let content: [Node] = [
            nav?(page) ?? back.map { .element("p", [], [.element("a", [.href(page.href($0.path))], [.text($0.label)])]) } ?? .empty,
            .element("div", [.class("card")] + (cardID.map { [.id($0)] } ?? []), [body(start..<Swift.min(count, start + pageSize), page)]),
            pager(page, number: number),
        ]
        let subtitle = self.subtitle ?? page.t(.listPageOf, ["page": f.integer(number), "pages": f.integer(pages), "n": f.integer(count)])
        let html = PageLayout(page: page, title: title, subtitle: subtitle, body: .fragment(content)).renderUTF8()
        return OutputFile(path: path, bytes: html, isPage: true)
    }

    /// Previous · up to 9 page numbers around the current one · Next (`Pager`); `fragment` and
    /// `title` for a second pager that keeps a filter (the social feed's).
    func pager(_ page: Page, number: Int, title: String? = nil, fragment: String = "") -> Node {
        Pager.node(page, number: number, pages: pages, title: title ?? self.title, fragment: fragment) { Self.path(folder, pageNumber: $0) }
    }

    /// The number of the page whose rows start at `range`'s start (for a `render` body).
    func number(of range: Range<Int>) -> Int { range.lowerBound / pageSize + 1 }
}

extension PageSpec {
    /// The `limit` of the first widget drawing `dataset` (nil: none, or no limit).
    func limit(of dataset: some PageDatasetName) -> Int? {
        sections.lazy.flatMap(\.widgets).first { $0.dataset?.rawValue == dataset.rawValue }?.limit
    }

    /// The most items any widget drawing `dataset` shows: nil when one has no limit (or none
    /// draws it, hidden sections included). A page may make only that many of a long list's
    /// items, and draw the same page.
    func itemsShown(of dataset: some PageDatasetName) -> Int? {
        var most = 0, drawn = false
        for widget in sections.lazy.flatMap(\.widgets) where widget.dataset?.rawValue == dataset.rawValue {
            guard let limit = widget.limit else { return nil }
            most = Swift.max(most, limit)
            drawn = true
        }
        return drawn ? most : nil
    }
}
