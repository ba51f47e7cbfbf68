import SiteData
import Widgets

/// Label → count and percentage of a total.
/// Page-spec name `category_shares`.
enum CategorySharesShape: DatasetShapeDefinition {
    typealias Value = [ShareItem]
    static let summary = "(label, count, percentage of the total, one decimal or null)"

    enum Widget: String, WidgetChoice { case horizontalBars = "horizontal_bars", donut, table }

    static func isEmpty(_ v: Value) -> Bool { v.allSatisfy { $0.count == 0 } }

    static func draw(_ w: Widget, _ items: Value, _ a: WidgetRenderer.Args, _ r: WidgetRenderer) -> (Node, Int) {
        let page = r.page
        switch w {
        case .horizontalBars:
            let shown = items.prefix(a.limit)
            let rows = shown.map { item in
                HorizontalBarChart.Row(datum: ChartDatum(label: item.label, value: Double(item.count), valueLabel: page.formatter.integer(item.count),
                                                         tooltip: item.spoken),
                                       percentLabel: item.percentLabel, color: ColorToken(item.color ?? a.color.name))
            }
            let total = items.reduce(0) { $0 + $1.count }
            var text = r.chartText(a.title, a.description, label: page.t(.chartCategory), value: page.t(.chartCount))
            let spoken = shown.compactMap(\.spoken)
            if spoken.count == shown.count, !spoken.isEmpty { text.summary = spoken.joined(separator: "; ") }
            return (HorizontalBarChart(id: r.idPrefix, text: text, rows: Array(rows), total: Double(total)).node, 1)
        case .donut:
            let segments = items.map { item in
                DonutChart.Segment(datum: ChartDatum(label: item.label, value: Double(item.count), valueLabel: item.percentLabel),
                                   color: ColorToken(item.color ?? "primary"))
            }
            return (DonutChart(id: r.idPrefix, text: r.chartText(a.title, a.description, label: page.t(.chartCategory), value: page.t(.chartShare)),
                               segments: segments).node, 1)
        case .table:
            let rows = items.prefix(a.limit).map { [Node.text($0.label), .text(page.formatter.integer($0.count)), .text($0.percentLabel)] }
            return (r.dataTable(a.title, headers: [page.t(.chartCategory), page.t(.chartCount), page.t(.chartShare)],
                              rows: rows, numeric: [1, 2]), 0)
        }
    }
}
