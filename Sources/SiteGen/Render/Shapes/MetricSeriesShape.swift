import SiteData
import Widgets

/// Value by date, one series per metric type.
/// Page-spec name `metric_series`.
enum MetricSeriesShape: DatasetShapeDefinition {
    typealias Value = [MetricSeriesItem]
    static let summary = "per metric type the (recorded_date, value) points"

    enum Widget: String, WidgetChoice { case lineChart = "line_chart" }

    static func draw(_ w: Widget, _ items: Value, _ a: WidgetRenderer.Args, _ r: WidgetRenderer) -> (Node, Int) {
        let page = r.page
        switch w {
        case .lineChart:
            var nodes: [Node] = []
            var charts = 0
            for (i, s) in items.enumerated() {
                let heading = Node.fragment([
                    .element(r.innerHeading, [.class("series-title")], [.text(s.name)]),
                    s.note.map { .element("p", [.class("muted series-note")], [.text($0)]) } ?? .empty,
                ])
                guard s.points.count >= 2 else {
                    nodes.append(.element("div", [.class("series metric-panel"), .id(r.panelID(s.id)), .attr("data-metric", s.id)],
                                          [heading, EmptyMessage(a.emptyText ?? page.t(.performanceNotEnoughData)).node]))
                    continue
                }
                let pts = s.points.map { p in
                    LineChart.Point(x: Double(p.date.daysSinceEpoch), datum: ChartDatum(label: p.label, value: p.value, valueLabel: p.valueLabel))
                }
                let f = page.formatter
                // Batting averages read ".300" on the axis as on the cards.
                let isAverage = s.id == MetricType.battingAvg.rawValue
                let ticks: ValueFormatter = { isAverage ? f.battingAverage($0) : f.decimal($0, maxFractionDigits: 3) }
                var text = r.chartText(s.name, a.description, label: page.t(.chartDate), value: s.unit ?? page.t(.chartValue))
                text.summary = r.metricChartLabel(s.name, points: pts.count)
                var chart = LineChart(id: "\(r.idPrefix)-\(i + 1)", text: text, points: pts, color: a.color, valueFormatter: ticks)
                chart.includeZero = false  // measurements: fit the axis to the values
                chart.smooth = true  // the design's smooth curve over a soft gradient, never past a point
                // Ticks keep the decimals that tell them apart (0.0015 between 0.001 and 0.002).
                chart.axisFormatter = { value, digits in
                    isAverage && digits <= 3 ? f.battingAverage(value) : f.decimal(value, maxFractionDigits: max(3, digits))
                }
                chart.xTicks = r.dateTicks(s.points.map { $0.date })
                nodes.append(.element("div", [.class("series metric-panel"), .id(r.panelID(s.id)), .attr("data-metric", s.id)], [heading, chart.node]))
                charts += 1
            }
            guard items.count > 1 else { return (.fragment(nodes), charts) }
            // CSS-only tabs: every panel is in the page (print, no CSS), the style sheet shows
            // the targeted one (`#…-velocity`), or the first when none is.
            let tabs = items.map { s in
                Node.element("li", [], [.element("a", [.class("w-tab metric-tab"), .href("#" + r.panelID(s.id))], [.text(s.name)])])
            }
            let nav = Node.element("nav", [.class("w-tabs metric-tabs"), .aria("label", page.t(.performanceMetricSwitch))],
                                   [.element("ul", [], tabs)])
            return (.element("div", [.class("metric-switch")], [nav] + nodes), charts)
        }
    }
}
