import SiteData
import Widgets

/// Date → count over whole weeks (heatmap).
/// Page-spec name `calendar`.
enum CalendarShape: DatasetShapeDefinition {
    typealias Value = CalendarValue
    static let summary = "(date, count) for whole weeks, Monday first"

    enum Widget: String, WidgetChoice { case heatmap }

    static func isEmpty(_ v: Value) -> Bool { v.days.allSatisfy { $0.count == 0 } }

    static func draw(_ w: Widget, _ v: Value, _ a: WidgetRenderer.Args, _ r: WidgetRenderer) -> (Node, Int) {
        let page = r.page
        switch w {
        case .heatmap:
            let days = v.days.map { d in
                ChartDatum(label: page.formatter.date(d.date), value: Double(d.count), valueLabel: page.formatter.integer(d.count),
                           tooltip: v.tooltip(d.date, d.count))
            }
            let weeks = (v.days.count + 6) / 7
            var columnLabels: [(column: Int, label: String)] = []
            for w in 0..<weeks {
                let d = v.firstDay.adding(days: w * 7)
                if d.day <= 7 { columnLabels.append((w, page.formatter.monthAbbreviation(d.month))) }
            }
            let chart = CalendarHeatmap(id: r.idPrefix, text: r.chartText(a.title, a.description, label: page.t(.chartDate), value: page.t(.chartCount)),
                                        days: days, firstRow: 0, rowLabels: r.weekdayLabels, columnLabels: columnLabels, weeks: weeks,
                                        legend: (page.t(.dashboardHeatmapLess), page.t(.dashboardHeatmapMore)))
            return (chart.node, 1)
        }
    }
}
