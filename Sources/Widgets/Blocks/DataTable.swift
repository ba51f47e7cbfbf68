/// A visible data table: caption, header row, rows of cells (text or nodes). Numeric columns
/// align right.
public struct DataTable: Component {
    public var caption: String?
    public var headers: [String]
    public var rows: [[Node]]
    /// Indexes of columns to align right (numbers).
    public var numericColumns: Set<Int>

    public init(caption: String? = nil, headers: [String], rows: [[Node]], numericColumns: Set<Int> = []) {
        self.caption = caption
        self.headers = headers
        self.rows = rows
        self.numericColumns = numericColumns
    }

    /// A table of plain text cells.
    public init(caption: String? = nil, headers: [String], textRows: [[String]], numericColumns: Set<Int> = []) {
        self.init(caption: caption, headers: headers, rows: textRows.map { $0.map(Node.text) }, numericColumns: numericColumns)
    }

    public var node: Node {
        func attributes(_ column: Int) -> [Attribute] { numericColumns.contains(column) ? [.class("w-num")] : [] }
        return Node.div([.class("w-table-wrap")]) {
            Node.element("table", [.class("w-data")]) {
                if let caption { Node.element("caption", [], [.text(caption)]) }
                Node.element("thead", [], [.element("tr", [], headers.enumerated().map { i, h in
                    .element("th", [.attr("scope", "col")] + attributes(i), [.text(h)])
                })])
                Node.element("tbody", [], rows.map { row in
                    .element("tr", [], row.enumerated().map { i, cell in .element("td", attributes(i), [cell]) })
                })
            }
        }
    }
}
