import SiteData
import Widgets

/// Per metric type: count, min, max, average, unit, trend, series.
/// Page-spec name `metric_types`.
enum MetricTypesShape: DatasetShapeDefinition {
    typealias Value = [MetricTypeItem]
    static let summary = "per metric type: count, min, max, average, unit, trend, lower-is-better"

    enum Widget: String, WidgetChoice { case metricTrends = "metric_trends", table }

    static func draw(_ w: Widget, _ items: Value, _ a: WidgetRenderer.Args, _ r: WidgetRenderer) -> (Node, Int) {
        let page = r.page
        switch w {
        case .metricTrends:
            var charts = 0
            let rows = items.prefix(a.limit).enumerated().map { i, item -> Node in
                var parts: [Node] = [
                    .element(r.innerHeading, [.class("series-title")], [.text(item.name)]),
                    FactList([
                        .init(page.t(.performanceCount), item.count), .init(page.t(.performanceMin), item.min),
                        .init(page.t(.performanceMax), item.max), .init(page.t(.performanceAverage), item.average),
                    ]).node,
                ]
                if let trend = item.trend, let label = item.trendLabel {
                    parts.append(TrendIndicator(TrendIndicator.Direction(rawValue: trend.rawValue) ?? .stable, label: label,
                                                spoken: item.trendSpoken).node)
                }
                if item.values.count >= 1 {
                    let bars = item.values.enumerated().map { j, v in
                        ChartDatum(label: item.dateLabels[j], value: v, valueLabel: item.valueLabels[j])
                    }
                    var text = r.chartText(item.name, nil, label: page.t(.chartDate), value: item.unit ?? page.t(.chartValue))
                    text.summary = r.metricChartLabel(item.name, points: bars.count)
                    parts.append(MiniBarChart(id: "\(r.idPrefix)-\(i + 1)", text: text, bars: bars, color: a.color).node)
                    charts += 1
                }
                return .element("div", [.class("metric-trend"), .attr("data-metric", item.id)], parts)
            }
            return (.element("div", [.class("metric-trends")], Array(rows)), charts)
        case .table:
            let rows = items.prefix(a.limit).map {
                [Node.text($0.name), .text($0.count), .text($0.min), .text($0.max), .text($0.average), .text($0.trendLabel ?? "")]
            }
            return (r.dataTable(a.title, headers: [page.t(.performanceType), page.t(.performanceCount), page.t(.performanceMin),
                                                 page.t(.performanceMax), page.t(.performanceAverage), page.t(.performanceTrend)],
                              rows: rows, numeric: [1, 2, 3, 4]), 0)
        }
    }
}
