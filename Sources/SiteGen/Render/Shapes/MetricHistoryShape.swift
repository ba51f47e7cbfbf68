import SiteData
import Widgets

/// Every metric record, newest first.
/// Page-spec name `metric_history`.
enum MetricHistoryShape: DatasetShapeDefinition {
    typealias Value = [MetricRecordItem]
    static let summary = "every metric record, newest first"

    enum Widget: String, WidgetChoice { case historyTable = "history_table", table }

    static func draw(_ w: Widget, _ items: Value, _ a: WidgetRenderer.Args, _ r: WidgetRenderer) -> (Node, Int) {
        let page = r.page
        switch w {
        case .historyTable, .table:
            let rows = items.prefix(a.limit).map { rec -> [Node] in
                [.text(rec.date), .text(rec.type),
                 .text(rec.unit.map { "\(rec.value) \($0)" } ?? rec.value),
                 rec.verified ? Badge(rec.badge, tone: .verified).node : .text(rec.badge),
                 // Event names are long ("… Official Visit"): a wider cell than the table default keeps the row low.
                 rec.event == nil ? .empty : .element("span", [.class("w-cell-wide")], [r.link(rec.event ?? "", rec.eventHref)]),
                 .text(rec.notes ?? "")]
            }
            return (DataTable(caption: a.title, headers: [page.t(.chartDate), page.t(.performanceType), page.t(.chartValue),
                                                          page.t(.commonVerified), page.t(.eventName), page.t(.performanceNotes)],
                              rows: Array(rows), numericColumns: [2], label: r.tableLabel(a.title),
                              scrollHint: page.t(.commonScrollHint)).node, 0)
        }
    }
}
