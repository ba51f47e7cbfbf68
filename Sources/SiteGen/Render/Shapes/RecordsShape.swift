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
            // Written cell by cell into the table (`DataTable.Rows`), no `DataTable.Cell` rows
            // made first: histories and logs are tables of hundreds of rows.
            let rows = v.rows.prefix(a.limit)
            return (r.dataTable(a.title, headers: v.columns, numeric: v.numericColumns, rowCapacity: rows.count) { table in
                for row in rows {
                    table.startRow()
                    for c in row {
                        if let href = c.href { table.link(c.text, href: href) } else { table.text(c.text) }
                    }
                    table.endRow()
                }
            }, 0)
        }
    }
}
