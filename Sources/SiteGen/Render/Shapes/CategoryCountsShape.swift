import SiteData
import Widgets

/// Label → count, in display order.
/// Page-spec name `category_counts`.
enum CategoryCountsShape: DatasetShapeDefinition {
    typealias Value = CategoryCounts
    static let summary = "(label, count) in display order"

    enum Widget: String, WidgetChoice { case barChart = "bar_chart", horizontalBars = "horizontal_bars", donut, list, table, countTiles = "count_tiles" }

    static func isEmpty(_ v: Value) -> Bool { v.items.isEmpty }

    static func draw(_ w: Widget, _ v: Value, _ a: WidgetRenderer.Args, _ r: WidgetRenderer) -> (Node, Int) {
        let page = r.page
        let text = r.chartText(a.title, a.description, label: page.t(.chartCategory), value: page.t(.chartCount))
        let (items, total) = (v.items, v.total)
        let shares = v.shares.map { $0.map(page.formatter.percent) }
        switch w {
        case .barChart:
            let bars = items.map { ChartDatum(label: $0.label, value: Double($0.count), valueLabel: page.formatter.integer($0.count)) }
            return (BarChart(id: r.idPrefix, text: text, bars: bars, color: a.color, valueFormatter: r.integerFormatter).node, 1)
        case .horizontalBars:
            let rows = zip(items, shares).prefix(a.limit).map { item, share in
                HorizontalBarChart.Row(datum: ChartDatum(label: item.label, value: Double(item.count), valueLabel: page.formatter.integer(item.count)),
                                       percentLabel: share,
                                       color: ColorToken(item.color ?? a.color.name))
            }
            return (HorizontalBarChart(id: r.idPrefix, text: text, rows: Array(rows), total: Double(total)).node, 1)
        case .donut:
            let palette = ["primary", "purple", "success", "amber", "indigo", "danger"]
            let segments = items.enumerated().map { i, item in
                DonutChart.Segment(datum: ChartDatum(label: item.label, value: Double(item.count), valueLabel: page.formatter.integer(item.count)),
                                   color: ColorToken(item.color ?? palette[i % palette.count]))
            }
            return (DonutChart(id: r.idPrefix, text: text, segments: segments, centerLabel: page.formatter.integer(total)).node, 1)
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
            let rows = items.prefix(a.limit).map { [r.link($0.label, $0.href), .text(page.formatter.integer($0.count))] }
            return (r.dataTable(a.title, headers: [page.t(.chartCategory), page.t(.chartCount)], rows: rows, numeric: [1]), 0)
        }
    }
}
