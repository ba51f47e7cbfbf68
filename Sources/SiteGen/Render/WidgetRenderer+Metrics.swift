import SiteData
import Widgets

// Figures and metrics: stat cards, at a glance, latest metrics, metric series, types, history.
extension WidgetRenderer {
    func statCards(_ w: ShapeWidgets.StatCards, _ items: [StatCardItem], _ a: Args) -> (Node, Int) {
        switch w {
        case .statCards:
            let cards = items.map { item in
                StatCard(label: item.label, value: item.value, subtitle: item.subtitle,
                         icon: item.icon, gradient: item.gradient, href: item.href,
                         accessibleLabel: page.t(.statsCardLabel, ["title": item.label, "count": item.value])).node
            }
            return (.element("div", [.class("stat-grid")], cards), 0)
        }
    }

    func glance(_ w: ShapeWidgets.Glance, _ items: [GlanceItem], _ a: Args) -> (Node, Int) {
        switch w {
        case .atAGlance:
            let cards = items.map { item in
                GlanceMetric(label: item.label, value: item.value, detail: item.detail,
                             level: item.level, levelLabel: item.levelLabel).node
            }
            return (.element("div", [.class("card-grid glance-grid")], cards), 0)
        }
    }

    func latestMetrics(_ w: ShapeWidgets.LatestMetrics, _ items: [LatestMetricItem], _ a: Args) -> (Node, Int) {
        switch w {
        case .metricCards:
            let cards = items.prefix(a.limit).map { item in
                // The seed's spoken card: "[Metric type], [value] [unit], recorded [date]".
                MetricCard(name: item.name, value: item.value, date: item.date, badge: item.badge, verified: item.verified,
                           spoken: page.t(.performanceCardSpoken, ["metric": item.name, "value": item.value, "date": item.date])).node
            }
            return (.element("div", [.class("card-grid metric-grid")], Array(cards)), 0)
        case .table:
            let rows = items.prefix(a.limit).map { [Node.text($0.name), .text($0.value), .text($0.date), .text($0.badge)] }
            return (dataTable(a.title, headers: [page.t(.performanceType), page.t(.chartValue), page.t(.chartDate), page.t(.commonVerified)],
                              rows: rows), 0)
        }
    }

    func metricSeries(_ w: ShapeWidgets.MetricSeries, _ items: [MetricSeriesItem], _ a: Args) -> (Node, Int) {
        switch w {
        case .lineChart:
            var nodes: [Node] = []
            var charts = 0
            for (i, s) in items.enumerated() {
                let heading = Node.fragment([
                    .element(innerHeading, [.class("series-title")], [.text(s.name)]),
                    s.note.map { .element("p", [.class("muted series-note")], [.text($0)]) } ?? .empty,
                ])
                guard s.points.count >= 2 else {
                    nodes.append(.element("div", [.class("series metric-panel"), .id(panelID(s.id)), .attr("data-metric", s.id)],
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
                var text = chartText(s.name, a.description, label: page.t(.chartDate), value: s.unit ?? page.t(.chartValue))
                text.summary = metricChartLabel(s.name, points: pts.count)
                var chart = LineChart(id: "\(idPrefix)-\(i + 1)", text: text, points: pts, color: a.color, valueFormatter: ticks)
                chart.includeZero = false  // measurements: fit the axis to the values
                chart.smooth = true  // the design's smooth curve over a soft gradient, never past a point
                // Ticks keep the decimals that tell them apart (0.0015 between 0.001 and 0.002).
                chart.axisFormatter = { value, digits in
                    isAverage && digits <= 3 ? f.battingAverage(value) : f.decimal(value, maxFractionDigits: max(3, digits))
                }
                chart.xTicks = dateTicks(s.points.map { $0.date })
                nodes.append(.element("div", [.class("series metric-panel"), .id(panelID(s.id)), .attr("data-metric", s.id)], [heading, chart.node]))
                charts += 1
            }
            guard items.count > 1 else { return (.fragment(nodes), charts) }
            // CSS-only tabs: every panel is in the page (print, no CSS), the style sheet shows
            // the targeted one (`#…-velocity`), or the first when none is.
            let tabs = items.map { s in
                Node.element("li", [], [.element("a", [.class("w-tab metric-tab"), .href("#" + panelID(s.id))], [.text(s.name)])])
            }
            let nav = Node.element("nav", [.class("w-tabs metric-tabs"), .aria("label", page.t(.performanceMetricSwitch))],
                                   [.element("ul", [], tabs)])
            return (.element("div", [.class("metric-switch")], [nav] + nodes), charts)
        }
    }

    func metricTypes(_ w: ShapeWidgets.MetricTypes, _ items: [MetricTypeItem], _ a: Args) -> (Node, Int) {
        switch w {
        case .metricTrends:
            var charts = 0
            let rows = items.prefix(a.limit).enumerated().map { i, item -> Node in
                var parts: [Node] = [
                    .element(innerHeading, [.class("series-title")], [.text(item.name)]),
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
                    var text = chartText(item.name, nil, label: page.t(.chartDate), value: item.unit ?? page.t(.chartValue))
                    text.summary = metricChartLabel(item.name, points: bars.count)
                    parts.append(MiniBarChart(id: "\(idPrefix)-\(i + 1)", text: text, bars: bars, color: a.color).node)
                    charts += 1
                }
                return .element("div", [.class("metric-trend"), .attr("data-metric", item.id)], parts)
            }
            return (.element("div", [.class("metric-trends")], Array(rows)), charts)
        case .table:
            let rows = items.prefix(a.limit).map {
                [Node.text($0.name), .text($0.count), .text($0.min), .text($0.max), .text($0.average), .text($0.trendLabel ?? "")]
            }
            return (dataTable(a.title, headers: [page.t(.performanceType), page.t(.performanceCount), page.t(.performanceMin),
                                                 page.t(.performanceMax), page.t(.performanceAverage), page.t(.performanceTrend)],
                              rows: rows, numeric: [1, 2, 3, 4]), 0)
        }
    }

    func metricHistory(_ w: ShapeWidgets.MetricHistory, _ items: [MetricRecordItem], _ a: Args) -> (Node, Int) {
        switch w {
        case .historyTable, .table:
            let rows = items.prefix(a.limit).map { r -> [Node] in
                [.text(r.date), .text(r.type),
                 .text(r.unit.map { "\(r.value) \($0)" } ?? r.value),
                 r.verified ? Badge(r.badge, tone: .verified).node : .text(r.badge),
                 // Event names are long ("… Official Visit"): a wider cell than the table default keeps the row low.
                 r.event == nil ? .empty : .element("span", [.class("w-cell-wide")], [link(r.event ?? "", r.eventHref)]),
                 .text(r.notes ?? "")]
            }
            // Unlike the other tables, not wrapped in a `table-wrap` div.
            return (DataTable(caption: a.title, headers: [page.t(.chartDate), page.t(.performanceType), page.t(.chartValue),
                                                          page.t(.commonVerified), page.t(.eventName), page.t(.performanceNotes)],
                              rows: Array(rows), numericColumns: [2], label: tableLabel(a.title),
                              scrollHint: page.t(.commonScrollHint)).node, 0)
        }
    }

    /// The spoken summary of a metric's chart: "Performance chart for Exit Velocity, showing 12 data points".
    func metricChartLabel(_ metric: String, points: Int) -> String {
        page.t(.performanceChartLabel, count: points, ["metric": metric])
    }

    /// The id of a metric type's panel in the switch (`trends-1-velocity`).
    func panelID(_ type: String) -> String { idPrefix + "-" + type }
}
