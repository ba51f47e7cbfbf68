import SiteData
import Widgets

/// Dated counts, one point per day (or week/month bucket), zeros included.
/// Page-spec name `time_series`.
enum TimeSeriesShape: DatasetShapeDefinition {
    typealias Value = TimeSeriesValue
    static let summary = "(date, count) per day — or per week/month bucket — zeros included"

    enum Widget: String, WidgetChoice { case lineChart = "line_chart", barChart = "bar_chart", table }

    static func isEmpty(_ v: Value) -> Bool { v.points.isEmpty || v.points.allSatisfy { $0.count == 0 } }

    static func draw(_ w: Widget, _ v: Value, _ a: WidgetRenderer.Args, _ r: WidgetRenderer) -> (Node, Int) {
        let page = r.page
        let text = r.chartText(a.title ?? v.defaultTitle, a.description, label: page.t(.chartDate), value: v.valueHeader)
        switch w {
        case .lineChart:
            let points = v.points.map { p in
                LineChart.Point(x: Double(p.date.daysSinceEpoch), datum: ChartDatum(label: p.label, value: Double(p.count),
                                                                                    valueLabel: page.formatter.integer(p.count), tooltip: p.tooltip))
            }
            var chart = LineChart(id: r.idPrefix, text: text, points: points, color: a.color, areaFill: true, valueFormatter: r.integerFormatter)
            chart.xTicks = r.dateTicks(v.points.map(\.date))
            return (chart.node, 1)
        case .barChart:
            let bars = v.points.map { ChartDatum(label: $0.label, value: Double($0.count), valueLabel: page.formatter.integer($0.count), tooltip: $0.tooltip) }
            return (BarChart(id: r.idPrefix, text: text, bars: bars, color: a.color, valueFormatter: r.integerFormatter).node, 1)
        case .table:
            let rows = v.points.prefix(a.limit).map { [Node.text($0.label), .text(page.formatter.integer($0.count))] }
            return (r.dataTable(a.title, headers: [page.t(.chartDate), v.valueHeader], rows: rows, numeric: [1]), 0)
        }
    }
}
