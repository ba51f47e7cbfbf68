import SiteData
import Widgets

/// Rows with named columns.
/// Page-spec name `records`.
enum RecordsShape: DatasetShapeDefinition {
    typealias Value = RecordsValue
    static let summary = "rows with named columns (each dataset's, in `sitegen theme pages`)"

    enum Widget: String, WidgetChoice { case list, table }

    static func isEmpty(_ v: Value) -> Bool { v.rows.isEmpty }

    static func draw(_ w: Widget, _ v: Value, _ a: WidgetRenderer.Args, _ r: WidgetRenderer) -> (Node, Int) {
        switch w {
        case .list:
            let rows = v.rows.prefix(a.limit).map { row in
                Node.element("li", [], row.enumerated().map { i, c -> Node in
                    let sep: Node = i == 0 ? .empty : .text(" · ")
                    return .fragment([sep, c.href.map { Node.element("a", [.href($0)], [.text(c.text)]) } ?? .text(c.text)])
                })
            }
            return (.element("ul", [.class("w-list")], Array(rows)), 0)
        case .table:
            let rows = v.rows.prefix(a.limit).map { $0.map { c in c.href.map { DataTable.Cell.link(c.text, href: $0) } ?? .text(c.text) } }
            return (r.dataTable(a.title, headers: v.columns, cells: Array(rows), numeric: v.numericColumns), 0)
        }
    }
}
