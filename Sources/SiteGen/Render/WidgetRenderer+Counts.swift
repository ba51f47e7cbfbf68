import SiteData
import Widgets

// Counted shapes: time series, category counts and shares, calendar, ranking.
extension WidgetRenderer {
    func timeSeries(_ w: ShapeWidgets.TimeSeries, _ v: TimeSeriesValue, _ a: Args) -> (Node, Int) {
        let text = chartText(a.title ?? v.defaultTitle, a.description, label: page.t(.chartDate), value: v.valueHeader)
        switch w {
        case .lineChart:
            let points = v.points.map { p in
                LineChart.Point(x: Double(p.date.daysSinceEpoch), datum: ChartDatum(label: p.label, value: Double(p.count),
                                                                                    valueLabel: page.formatter.integer(p.count), tooltip: p.tooltip))
            }
            var chart = LineChart(id: idPrefix, text: text, points: points, color: a.color, areaFill: true, valueFormatter: integerFormatter)
            chart.xTicks = dateTicks(v.points.map(\.date))
            return (chart.node, 1)
        case .barChart:
            let bars = v.points.map { ChartDatum(label: $0.label, value: Double($0.count), valueLabel: page.formatter.integer($0.count), tooltip: $0.tooltip) }
            return (BarChart(id: idPrefix, text: text, bars: bars, color: a.color, valueFormatter: integerFormatter).node, 1)
        case .table:
            let rows = v.points.prefix(a.limit).map { [Node.text($0.label), .text(page.formatter.integer($0.count))] }
            return (dataTable(a.title, headers: [page.t(.chartDate), v.valueHeader], rows: rows, numeric: [1]), 0)
        }
    }

    func categoryCounts(_ w: ShapeWidgets.CategoryCounts, _ v: CategoryCounts, _ a: Args) -> (Node, Int) {
        let text = chartText(a.title, a.description, label: page.t(.chartCategory), value: page.t(.chartCount))
        let (items, total) = (v.items, v.total)
        let shares = v.shares.map { $0.map(page.formatter.percent) }
        switch w {
        case .barChart:
            let bars = items.map { ChartDatum(label: $0.label, value: Double($0.count), valueLabel: page.formatter.integer($0.count)) }
            return (BarChart(id: idPrefix, text: text, bars: bars, color: a.color, valueFormatter: integerFormatter).node, 1)
        case .horizontalBars:
            let rows = zip(items, shares).prefix(a.limit).map { item, share in
                HorizontalBarChart.Row(datum: ChartDatum(label: item.label, value: Double(item.count), valueLabel: page.formatter.integer(item.count)),
                                       percentLabel: share,
                                       color: ColorToken(item.color ?? a.color.name))
            }
            return (HorizontalBarChart(id: idPrefix, text: text, rows: Array(rows), total: Double(total)).node, 1)
        case .donut:
            let palette = ["primary", "purple", "success", "amber", "indigo", "danger"]
            let segments = items.enumerated().map { i, item in
                DonutChart.Segment(datum: ChartDatum(label: item.label, value: Double(item.count), valueLabel: page.formatter.integer(item.count)),
                                   color: ColorToken(item.color ?? palette[i % palette.count]))
            }
            return (DonutChart(id: idPrefix, text: text, segments: segments, centerLabel: page.formatter.integer(total)).node, 1)
        case .countTiles:
            let tiles = zip(items, shares).map { item, share in
                CountTiles.Tile(label: item.label, value: page.formatter.integer(item.count),
                                share: share,
                                color: ColorToken(item.color ?? a.color.name), icon: item.icon)
            }
            return (CountTiles(text: text, tiles: tiles).node, 0)
        case .list:
            let rows = items.prefix(a.limit).map { CountRow(label: $0.label, href: $0.href, count: page.formatter.integer($0.count)).node }
            return (.element("ul", [.class("w-list")], Array(rows)), 0)
        case .table:
            let rows = items.prefix(a.limit).map { [link($0.label, $0.href), .text(page.formatter.integer($0.count))] }
            return (dataTable(a.title, headers: [page.t(.chartCategory), page.t(.chartCount)], rows: rows, numeric: [1]), 0)
        }
    }

    func categoryShares(_ w: ShapeWidgets.CategoryShares, _ items: [ShareItem], _ a: Args) -> (Node, Int) {
        switch w {
        case .horizontalBars:
            let shown = items.prefix(a.limit)
            let rows = shown.map { item in
                HorizontalBarChart.Row(datum: ChartDatum(label: item.label, value: Double(item.count), valueLabel: page.formatter.integer(item.count),
                                                         tooltip: item.spoken),
                                       percentLabel: item.percentLabel, color: ColorToken(item.color ?? a.color.name))
            }
            let total = items.reduce(0) { $0 + $1.count }
            var text = chartText(a.title, a.description, label: page.t(.chartCategory), value: page.t(.chartCount))
            let spoken = shown.compactMap(\.spoken)
            if spoken.count == shown.count, !spoken.isEmpty { text.summary = spoken.joined(separator: "; ") }
            return (HorizontalBarChart(id: idPrefix, text: text, rows: Array(rows), total: Double(total)).node, 1)
        case .donut:
            let segments = items.map { item in
                DonutChart.Segment(datum: ChartDatum(label: item.label, value: Double(item.count), valueLabel: item.percentLabel),
                                   color: ColorToken(item.color ?? "primary"))
            }
            return (DonutChart(id: idPrefix, text: chartText(a.title, a.description, label: page.t(.chartCategory), value: page.t(.chartShare)),
                               segments: segments).node, 1)
        case .table:
            let rows = items.prefix(a.limit).map { [Node.text($0.label), .text(page.formatter.integer($0.count)), .text($0.percentLabel)] }
            return (dataTable(a.title, headers: [page.t(.chartCategory), page.t(.chartCount), page.t(.chartShare)],
                              rows: rows, numeric: [1, 2]), 0)
        }
    }

    func calendar(_ w: ShapeWidgets.Calendar, _ v: CalendarValue, _ a: Args) -> (Node, Int) {
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
            let chart = CalendarHeatmap(id: idPrefix, text: chartText(a.title, a.description, label: page.t(.chartDate), value: page.t(.chartCount)),
                                        days: days, firstRow: 0, rowLabels: weekdayLabels, columnLabels: columnLabels, weeks: weeks,
                                        legend: (page.t(.dashboardHeatmapLess), page.t(.dashboardHeatmapMore)))
            return (chart.node, 1)
        }
    }

    func ranking(_ w: ShapeWidgets.Ranking, _ items: [RankItem], _ a: Args) -> (Node, Int) {
        switch w {
        case .horizontalBars:
            let rows = items.prefix(a.limit).map { item in
                HorizontalBarChart.Row(datum: ChartDatum(label: item.name, value: Double(item.count), valueLabel: item.countLabel), color: a.color)
            }
            return (HorizontalBarChart(id: idPrefix, text: chartText(a.title, a.description, label: page.t(.chartCategory), value: page.t(.chartCount)),
                                       rows: Array(rows)).node, 1)
        case .rankedList, .list:
            let rows = items.prefix(a.limit).map { RankRow(name: $0.name, href: $0.href, countLabel: $0.countLabel).node }
            return (.element("ol", [.class("ranked-list")], Array(rows)), 0)
        case .table:
            let rows = items.prefix(a.limit).map { [link($0.name, $0.href), .text($0.countLabel)] }
            return (dataTable(a.title, headers: [page.t(.chartCategory), page.t(.chartCount)], rows: rows, numeric: [1]), 0)
        }
    }
}
