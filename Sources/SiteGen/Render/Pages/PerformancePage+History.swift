import SiteData
import Widgets

extension PerformancePage {
    /// Records per page of the full history.
    static let historyPageSize = 100

    /// The history widget's `limit` in the performance spec: the performance page shows that
    /// many records; nil (no limit) shows them all there and writes no history pages.
    var historyLimit: Int? {
        site.render.specs[.performance]?.sections.lazy.flatMap(\.widgets)
            .first { $0.dataset == .metricHistory }?.limit
    }

    /// `performance/history/index.html`, `…/page-2/index.html`, …: every record, newest first,
    /// `historyPageSize` a page, with links between the pages. Written only when the
    /// performance page shows fewer records than there are, so that a million rows make a
    /// few thousand small pages instead of one page of half a gigabyte.
    func historyPages() -> [OutputFile] {
        let history = model.history
        guard let limit = historyLimit, history.count > limit else { return [] }
        let pages = (history.count + Self.historyPageSize - 1) / Self.historyPageSize
        return (1...pages).map { number in
            let path = SitePath.performanceHistory(site.slug, page: number)
            let page = site.page(path, tab: .performance)
            let start = (number - 1) * Self.historyPageSize
            let items = history[start..<Swift.min(history.count, start + Self.historyPageSize)].map { historyItem($0, page) }
            let title = page.t("performance.metric_history")
            let table = WidgetRenderer(page: page, idPrefix: "history", headingLevel: 2)
                .draw(.historyTable, .metricHistory(items), title: nil, description: nil, color: .primary,
                      limit: Int.max, emptyText: nil).0
            let body: [Node] = [
                .element("p", [], [.element("a", [.href(page.href(SitePath.performance(site.slug)))], [.text(page.t("page.performance"))])]),
                .element("div", [.class("card")], [table]),
                pager(page, number: number, of: pages),
            ]
            let subtitle = page.t("performance.history_page", ["page": page.formatter.integer(number), "pages": page.formatter.integer(pages),
                                                              "n": page.formatter.integer(history.count)])
            let html = PageLayout(page: page, title: title, subtitle: subtitle, body: .fragment(body)).render()
            return OutputFile(path: path, text: html, isPage: true)
        }
    }

    /// Previous · 1 2 3 … · Next, the current page marked; at most 9 numbers, around the current.
    func pager(_ page: PageContext, number: Int, of pages: Int) -> Node {
        guard pages > 1 else { return .empty }
        func link(_ n: Int, _ text: String, rel: String? = nil) -> Node {
            var attrs: [Attribute] = [.href(page.href(SitePath.performanceHistory(site.slug, page: n)))]
            if n == number, rel == nil { attrs.append(.aria("current", "page")) }
            if let rel { attrs.append(.attr("rel", rel)) }
            return .element("li", [], [.element("a", attrs, [.text(text)])])
        }
        let first = Swift.max(1, Swift.min(number - 4, pages - 8))
        var items: [Node] = []
        if number > 1 { items.append(link(number - 1, page.t("performance.previous_page"), rel: "prev")) }
        for n in first...Swift.min(pages, first + 8) { items.append(link(n, page.formatter.integer(n))) }
        if number < pages { items.append(link(number + 1, page.t("performance.next_page"), rel: "next")) }
        return .element("nav", [.class("pager"), .aria("label", page.t("performance.history_pages"))], [.element("ul", [], items)])
    }

    func historyItem(_ m: PerformanceMetric, _ page: PageContext) -> MetricRecordItem {
        MetricRecordItem(date: page.formatter.date(m.recordedDate), type: page.metricName(m.metricType),
                         value: page.metricValue(m.value, type: m.metricType),
                         unit: m.unit.flatMap { $0.isEmpty ? nil : $0 },
                         verified: m.verified, badge: page.verifiedLabel(m.verified), notes: m.notes)
    }
}
