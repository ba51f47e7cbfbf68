extension DataTable {
    /// A table's body rows as they are written (`DataTable.node(rowCapacity:writeRows:)`):
    /// `startRow()`, a call per cell, `endRow()`. Cells are written as `DataTable.node` writes
    /// its `Cell`s (the same calls: it writes through this too), each `<td>` with its column's
    /// class when the table does not name its numeric columns itself.
    public struct Rows {
        var writer: MarkupWriter
        /// The numeric columns each cell names (`w-num`); empty when the table names them.
        let numericColumns: Set<Int>
        /// `isNumeric(i)` for the header's columns, looked up once (a row past them looks up
        /// the set).
        let numericByColumn: [Bool]
        var column = 0

        static let numeric = Attribute.class("w-num")

        init(writer: MarkupWriter, numericColumns: Set<Int>, headers: Int) {
            self.writer = writer
            self.numericColumns = numericColumns
            numericByColumn = numericColumns.isEmpty ? Array(repeating: false, count: headers)
                : (0..<headers).map { numericColumns.contains($0) }
        }

        func isNumeric(_ i: Int) -> Bool {
            i < numericByColumn.count ? numericByColumn[i] : !numericColumns.isEmpty && numericColumns.contains(i)
        }

        /// `<tr>`: a row starts.
        public mutating func startRow() {
            writer.open("tr")
            column = 0
        }

        /// `</tr>`.
        public mutating func endRow() {
            writer.close("tr")
        }

        private mutating func openCell() {
            if isNumeric(column) { writer.open("td", Rows.numeric) } else { writer.open("td") }
            column += 1
        }

        /// A cell of text.
        public mutating func text(_ text: String) {
            openCell()
            writer.text(text)
            writer.close("td")
        }

        /// A cell of text that links to `href`.
        public mutating func link(_ text: String, href: String) {
            openCell()
            writer.element("a", .href(href), text: text)
            writer.close("td")
        }

        /// A cell holding `node`.
        public mutating func node(_ node: Node) {
            openCell()
            writer.node(node)
            writer.close("td")
        }

        /// A cell as `DataTable.node` writes it.
        public mutating func cell(_ cell: Cell) {
            switch cell {
            case .text(let text): self.text(text)
            case .link(let text, let href): link(text, href: href)
            case .node(let node): self.node(node)
            }
        }
    }
}
