import SiteData
import Widgets

/// One latest record per metric type.
/// Page-spec name `latest_metrics`.
enum LatestMetricsShape: DatasetShapeDefinition {
    typealias Value = [LatestMetricItem]
    static let summary = "per metric type its latest record"

    enum Widget: String, WidgetChoice { case metricCards = "metric_cards", table }

    static func draw(_ w: Widget, _ items: Value, _ a: WidgetRenderer.Args, _ r: WidgetRenderer) -> (Node, Int) {
        let page = r.page
        switch w {
        case .metricCards:
            let cards = items.prefix(a.limit).map { item in
                // The seed's spoken card: "[Metric type], [value] [unit], recorded [date]".
                MetricCard(name: item.name, value: item.value, date: item.date, badge: item.badge, verified: item.verified,
                           spoken: page.t(.performanceCardSpoken, ["metric": item.name, "value": item.value, "date": item.date]),
                           source: item.source, sourceHref: item.sourceHref, note: item.note).node
            }
            return (.element("div", [.class("card-grid metric-grid")], Array(cards)), 0)
        case .table:
            let rows = items.prefix(a.limit).map { [Node.text($0.name), .text($0.value), .text($0.date), .text($0.badge)] }
            return (r.dataTable(a.title, headers: [page.t(.performanceType), page.t(.chartValue), page.t(.chartDate), page.t(.commonVerified)],
                              rows: rows), 0)
        }
    }
}
