/// A visible data table: caption, header row, rows of cells (text or nodes). Numeric columns
/// align right. The table sits in a scroll region that takes keyboard focus and is named
/// (`tabindex="0"`, `role="region"`, `aria-label`), so a table wider than a phone scrolls
/// inside it (the first column stays put, by CSS) and keyboard users can scroll it too.
public struct DataTable: Component {
    public var caption: String?
    public var headers: [String]
    public var rows: [[Node]]
    /// Indexes of columns to align right (numbers).
    public var numericColumns: Set<Int>
    /// The scroll region's name; the caption when nil, else "Table".
    public var label: String?
    /// Shown above a table of `hintColumns` or more columns on narrow screens (CSS), e.g.
    /// "Scroll sideways to see every column"; nil for none.
    public var scrollHint: String?

    /// Tables with at least this many columns get the scroll hint.
    public static let hintColumns = 4

    public init(caption: String? = nil, headers: [String], rows: [[Node]], numericColumns: Set<Int> = [],
                label: String? = nil, scrollHint: String? = nil) {
        self.caption = caption
        self.headers = headers
        self.rows = rows
        self.numericColumns = numericColumns
        self.label = label
        self.scrollHint = scrollHint
    }

    /// A table of plain text cells.
    public init(caption: String? = nil, headers: [String], textRows: [[String]], numericColumns: Set<Int> = [],
                label: String? = nil) {
        self.init(caption: caption, headers: headers, rows: textRows.map { $0.map(Node.text) }, numericColumns: numericColumns, label: label)
    }

    public var node: Node {
        func attributes(_ column: Int) -> [Attribute] { numericColumns.contains(column) ? [.class("w-num")] : [] }
        let region = Node.div([.class("w-table-wrap"), .attr("tabindex", "0"), .role("region"),
                               .aria("label", label ?? caption ?? "Table")]) {
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
        guard let scrollHint, headers.count >= Self.hintColumns else { return region }
        return .fragment([.element("p", [.class("w-scroll-hint"), .aria("hidden", "true")], [.text(scrollHint)]), region])
    }
}
