/// A visible data table: caption, header row, rows of cells (text or nodes). Numeric columns
/// align right. The table sits in a scroll region that takes keyboard focus and is named
/// (`tabindex="0"`, `role="region"`, `aria-label`), so a table wider than a phone scrolls
/// inside it (the first column stays put, by CSS) and keyboard users can scroll it too.
public struct DataTable: Component {
    public var caption: String?
    public var headers: [String]
    public var rows: [[Cell]]
    /// Indexes of columns to align right (numbers).
    public var numericColumns: Set<Int>
    /// The scroll region's name; the caption when nil, else "Table".
    public var label: String?
    /// Shown above a table of `hintColumns` or more columns on narrow screens (CSS), e.g.
    /// "Scroll sideways to see every column"; nil for none.
    public var scrollHint: String?

    /// A cell: text, text that links, or any node. Text cells are written without making a
    /// node for each (logs are tables of a hundred rows of seven cells).
    public enum Cell: Sendable {
        case text(String)
        case link(String, href: String)
        case node(Node)
    }

    /// Tables with at least this many columns get the scroll hint.
    public static let hintColumns = 4

    public init(caption: String? = nil, headers: [String], rows: [[Node]], numericColumns: Set<Int> = [],
                label: String? = nil, scrollHint: String? = nil) {
        self.init(caption: caption, headers: headers, cells: rows.map { $0.map(Cell.node) }, numericColumns: numericColumns,
                  label: label, scrollHint: scrollHint)
    }

    public init(caption: String? = nil, headers: [String], cells: [[Cell]], numericColumns: Set<Int> = [],
                label: String? = nil, scrollHint: String? = nil) {
        self.caption = caption
        self.headers = headers
        self.rows = cells
        self.numericColumns = numericColumns
        self.label = label
        self.scrollHint = scrollHint
    }

    /// A table of plain text cells.
    public init(caption: String? = nil, headers: [String], textRows: [[String]], numericColumns: Set<Int> = [],
                label: String? = nil) {
        self.init(caption: caption, headers: headers, cells: textRows.map { $0.map(Cell.text) }, numericColumns: numericColumns, label: label)
    }

    /// Numeric columns the theme aligns by the table's class (`.w-n1` … `.w-n12`).
    static let namedNumericColumns = 12

    public var node: Node {
        // Rows and cells read in place through their buffers (only read, within the calls),
        // not copied and freed one by one: a log is a hundred rows of seven cells.
        node(rowCapacity: rows.count) { table in
            rows.withUnsafeBufferPointer { rows in
                for r in rows.indices {
                    table.startRow()
                    rows[r].withUnsafeBufferPointer { cells in
                        for i in cells.indices { table.cell(cells[i]) }
                    }
                    table.endRow()
                }
            }
        }
    }

    /// The table with its rows written by `writeRows` straight into its markup (`Rows`), not
    /// made as cells first: a log of hundreds of rows (`rows` is not read). `rowCapacity`: how
    /// many rows, about.
    public func node(rowCapacity: Int, writeRows: (inout Rows) -> Void) -> Node {
        // Written straight to markup (`MarkupWriter`): logs and histories are tables of a
        // hundred rows.
        // A numeric column is named by the table (`w-n3`: the third column; the theme aligns its
        // cells) rather than by a class on each of its cells, a table of a hundred rows; past
        // the columns the theme names (`namedNumericColumns`), each cell says it (`w-num`).
        let byTable = numericColumns.allSatisfy { $0 < Self.namedNumericColumns }
        let tableClass = byTable ? (["w-data"] + numericColumns.sorted().map { "w-n\($0 + 1)" }).joined(separator: " ") : "w-data"
        var table = Rows(writer: MarkupWriter(capacity: 1024 + rowCapacity * 256), numericColumns: byTable ? [] : numericColumns,
                         headers: headers.count)
        table.writer.open("div", attributes: [.class("w-table-wrap"), .attr("tabindex", "0"), .role("region"),
                                   .aria("label", label ?? caption ?? "Table")])
        table.writer.open("table", .class(tableClass))
        if let caption { table.writer.open("caption"); table.writer.text(caption); table.writer.close("caption") }
        table.writer.open("thead")
        table.writer.open("tr")
        for (i, h) in headers.enumerated() {
            if table.isNumeric(i) { table.writer.open("th", .attr("scope", "col"), Rows.numeric) } else { table.writer.open("th", .attr("scope", "col")) }
            table.writer.text(h)
            table.writer.close("th")
        }
        table.writer.close("tr")
        table.writer.close("thead")
        table.writer.open("tbody")
        writeRows(&table)
        table.writer.close("tbody")
        table.writer.close("table")
        table.writer.close("div")
        let region = Node(.markup(table.writer.buffer.takeBytes()))
        guard let scrollHint, headers.count >= Self.hintColumns else { return region }
        return .fragment([.element("p", [.class("w-scroll-hint"), .aria("hidden", "true")], [.text(scrollHint)]), region])
    }
}
