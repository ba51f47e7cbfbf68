import SiteData
import Widgets

/// Ranked names with counts and links.
/// Page-spec name `ranking`.
enum RankingShape: DatasetShapeDefinition {
    typealias Value = [RankItem]
    static let summary = "name, link, count (ties by name)"

    enum Widget: String, WidgetChoice { case horizontalBars = "horizontal_bars", rankedList = "ranked_list", list, table }

    static func draw(_ w: Widget, _ items: Value, _ a: WidgetRenderer.Args, _ r: WidgetRenderer) -> (Node, Int) {
        let page = r.page
        switch w {
        case .horizontalBars:
            let rows = items.prefix(a.limit).map { item in
                HorizontalBarChart.Row(datum: ChartDatum(label: item.name, value: Double(item.count), valueLabel: item.countLabel), color: a.color)
            }
            return (HorizontalBarChart(id: r.idPrefix, text: r.chartText(a.title, a.description, label: page.t(.chartCategory), value: page.t(.chartCount)),
                                       rows: Array(rows)).node, 1)
        case .rankedList, .list:
            let rows = items.prefix(a.limit).map { RankRow(name: $0.name, href: $0.href, countLabel: $0.countLabel).node }
            return (.element("ol", [.class("ranked-list")], Array(rows)), 0)
        case .table:
            let rows = items.prefix(a.limit).map { [r.link($0.name, $0.href), .text($0.countLabel)] }
            return (r.dataTable(a.title, headers: [page.t(.chartCategory), page.t(.chartCount)], rows: rows, numeric: [1]), 0)
        }
    }
}
