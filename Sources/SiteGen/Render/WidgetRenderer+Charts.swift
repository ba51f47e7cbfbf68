import SiteData
import Widgets

extension WidgetRenderer {
    /// The chart widgets (nil: not a chart pairing).
    func drawChart(_ kind: WidgetKind, _ value: DatasetValue, title: String?, description: String?, color: ColorToken,
              limit: Int, emptyText: String?) -> (Node, Int)? {
        let id = idPrefix
        switch (kind, value) {
        case (.lineChart, .timeSeries(let v)):
            let points = v.points.map { p in
                LineChart.Point(x: Double(p.date.daysSinceEpoch), datum: ChartDatum(label: p.label, value: Double(p.count),
                                                                                    valueLabel: page.formatter.integer(p.count), tooltip: p.tooltip))
            }
            var chart = LineChart(id: id, text: chartText(title ?? v.defaultTitle, description, label: page.t("chart.date"), value: v.valueHeader),
                                  points: points, color: color, areaFill: true, valueFormatter: integerFormatter)
            chart.xTicks = dateTicks(v.points.map(\.date))
            return (chart.node, 1)

        case (.barChart, .timeSeries(let v)):
            let bars = v.points.map { ChartDatum(label: $0.label, value: Double($0.count), valueLabel: page.formatter.integer($0.count), tooltip: $0.tooltip) }
            let chart = BarChart(id: id, text: chartText(title ?? v.defaultTitle, description, label: page.t("chart.date"), value: v.valueHeader),
                                 bars: bars, color: color, valueFormatter: integerFormatter)
            return (chart.node, 1)

        case (.lineChart, .metricSeries(let items)):
            var nodes: [Node] = []
            var charts = 0
            for (i, s) in items.enumerated() {
                let heading = Node.fragment([
                    .element(innerHeading, [.class("series-title")], [.text(s.name)]),
                    s.note.map { .element("p", [.class("muted series-note")], [.text($0)]) } ?? .empty,
                ])
                guard s.points.count >= 2 else {
                    nodes.append(.element("div", [.class("series")], [heading, emptyState(emptyText ?? page.t("performance.not_enough_data"), hint: nil)]))
                    continue
                }
                let pts = s.points.map { p in
                    LineChart.Point(x: Double(p.date.daysSinceEpoch), datum: ChartDatum(label: p.label, value: p.value, valueLabel: p.valueLabel))
                }
                let f = page.formatter
                // Batting averages read ".300" on the axis as on the cards.
                let isAverage = s.id == MetricType.battingAvg.rawValue
                let ticks: ValueFormatter = { isAverage ? f.battingAverage($0) : f.decimal($0, maxFractionDigits: 3) }
                var chart = LineChart(id: "\(id)-\(i + 1)", text: chartText(s.name, description, label: page.t("chart.date"), value: s.unit ?? page.t("chart.value")),
                                      points: pts, color: color, valueFormatter: ticks)
                chart.includeZero = false  // measurements: fit the axis to the values
                chart.xTicks = dateTicks(s.points.map { $0.date })
                nodes.append(.element("div", [.class("series")], [heading, chart.node]))
                charts += 1
            }
            return (.fragment(nodes), charts)

        case (.barChart, .categoryCounts(let items)):
            let bars = items.map { ChartDatum(label: $0.label, value: Double($0.count), valueLabel: page.formatter.integer($0.count)) }
            return (BarChart(id: id, text: chartText(title, description, label: page.t("chart.category"), value: page.t("chart.count")),
                             bars: bars, color: color, valueFormatter: integerFormatter).node, 1)

        case (.horizontalBars, .categoryCounts(let items)):
            let total = items.reduce(0) { $0 + $1.count }
            let rows = items.prefix(limit).map { item in
                HorizontalBarChart.Row(datum: ChartDatum(label: item.label, value: Double(item.count), valueLabel: page.formatter.integer(item.count)),
                                       percentLabel: total > 0 ? page.formatter.percent(Rounding.pct(item.count, total) ?? 0) : nil,
                                       color: ColorToken(item.color ?? color.name))
            }
            return (HorizontalBarChart(id: id, text: chartText(title, description, label: page.t("chart.category"), value: page.t("chart.count")),
                                       rows: Array(rows), total: Double(total)).node, 1)

        case (.horizontalBars, .categoryShares(let items)):
            let rows = items.prefix(limit).map { item in
                HorizontalBarChart.Row(datum: ChartDatum(label: item.label, value: Double(item.count), valueLabel: page.formatter.integer(item.count)),
                                       percentLabel: item.percentLabel, color: ColorToken(item.color ?? color.name))
            }
            let total = items.reduce(0) { $0 + $1.count }
            return (HorizontalBarChart(id: id, text: chartText(title, description, label: page.t("chart.category"), value: page.t("chart.count")),
                                       rows: Array(rows), total: Double(total)).node, 1)

        case (.horizontalBars, .ranking(let items)):
            let rows = items.prefix(limit).map { item in
                HorizontalBarChart.Row(datum: ChartDatum(label: item.name, value: Double(item.count), valueLabel: item.countLabel), color: color)
            }
            return (HorizontalBarChart(id: id, text: chartText(title, description, label: page.t("chart.category"), value: page.t("chart.count")), rows: Array(rows)).node, 1)

        case (.donut, .categoryCounts(let items)):
            let palette = ["primary", "purple", "success", "amber", "indigo", "danger"]
            let segments = items.enumerated().map { i, item in
                DonutChart.Segment(datum: ChartDatum(label: item.label, value: Double(item.count), valueLabel: page.formatter.integer(item.count)),
                                   color: ColorToken(item.color ?? palette[i % palette.count]))
            }
            let total = items.reduce(0) { $0 + $1.count }
            return (DonutChart(id: id, text: chartText(title, description, label: page.t("chart.category"), value: page.t("chart.count")),
                               segments: segments, centerLabel: page.formatter.integer(total)).node, 1)

        case (.donut, .categoryShares(let items)):
            let segments = items.map { item in
                DonutChart.Segment(datum: ChartDatum(label: item.label, value: Double(item.count), valueLabel: item.percentLabel),
                                   color: ColorToken(item.color ?? "primary"))
            }
            return (DonutChart(id: id, text: chartText(title, description, label: page.t("chart.category"), value: page.t("chart.share")),
                               segments: segments).node, 1)

        case (.heatmap, .calendar(let v)):
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
            let chart = CalendarHeatmap(id: id, text: chartText(title, description, label: page.t("chart.date"), value: page.t("chart.count")),
                                        days: days, firstRow: 0, rowLabels: weekdayLabels, columnLabels: columnLabels, weeks: weeks,
                                        legend: (page.t("dashboard.heatmap_less"), page.t("dashboard.heatmap_more")))
            return (chart.node, 1)

        case (.metricTrends, .metricTypes(let items)):
            var charts = 0
            let rows = items.prefix(limit).enumerated().map { i, item -> Node in
                var parts: [Node] = [
                    .element(innerHeading, [.class("series-title")], [.text(item.name)]),
                    .element("dl", [.class("facts")], [
                        fact(page.t("performance.count"), item.count), fact(page.t("performance.min"), item.min),
                        fact(page.t("performance.max"), item.max), fact(page.t("performance.average"), item.average),
                    ]),
                ]
                if let trend = item.trend, let label = item.trendLabel {
                    parts.append(TrendIndicator(TrendIndicator.Direction(rawValue: trend.rawValue) ?? .stable, label: label).node)
                }
                if item.values.count >= 1 {
                    let bars = item.values.enumerated().map { j, v in
                        ChartDatum(label: item.dateLabels[j], value: v, valueLabel: item.valueLabels[j])
                    }
                    parts.append(MiniBarChart(id: "\(id)-\(i + 1)", text: chartText(item.name, nil, label: page.t("chart.date"), value: item.unit ?? page.t("chart.value")),
                                              bars: bars, color: color).node)
                    charts += 1
                }
                return .element("div", [.class("metric-trend")], parts)
            }
            return (.element("div", [.class("metric-trends")], Array(rows)), charts)

        default:
            return nil
        }
    }
}
