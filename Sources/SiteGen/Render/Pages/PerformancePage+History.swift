import SiteData
import Widgets

extension PerformancePage {
    /// The history widget's `limit` in the performance spec: the performance page shows that
    /// many records; nil (no limit) shows them all there and writes no history pages.
    var historyLimit: Int? { site.render.specs[.performance]?.limit(of: PerformanceDataset.metricHistory) }

    var historyFolder: String { "\(site.slug)/performance/history" }

    /// Whether the history has its own pages (more records than the performance page shows).
    var hasHistoryPages: Bool { historyLimit.map { model.history.count > $0 } ?? false }

    /// `performance/history/index.html`, `…/page-2/index.html`, …: every record, newest
    /// first, so that a million rows make small pages instead of one of half a gigabyte.
    func historyPages() -> [OutputFile] {
        guard hasHistoryPages else { return [] }
        let history = model.history
        let strings = site.render.strings
        let list = ListPages(site: site, folder: historyFolder, tab: .performance, title: strings[.performanceMetricHistory],
                             back: (SitePath.performance(site.slug), strings[.pagePerformance]), count: history.count)
        return list.render { range, page in
            WidgetRenderer(page: page, idPrefix: "history", headingLevel: 2)
                .draw(.historyTable, .metricHistory(history[range].map { historyItem($0, page) }), title: nil, description: nil,
                      color: .primary, limit: Int.max, emptyText: nil).0
        }
    }

    func historyItem(_ m: PerformanceMetric, _ page: PageContext) -> MetricRecordItem {
        MetricRecordItem(date: page.formatter.date(m.recordedDate), type: page.metricName(m.metricType),
                         value: page.metricValue(m.value, type: m.metricType),
                         unit: m.unit.flatMap { $0.isEmpty ? nil : $0 },
                         verified: m.verified, badge: page.verifiedLabel(m.verified), notes: m.notes)
    }
}
