/// A table as read from a file or a database, before typing: every cell is text or null,
/// and knows where it came from. CSV, JSON and PostgreSQL all produce this; `TableDecoder`
/// turns it into typed rows with the same rules and messages for every source.
public struct RawTable: Sendable {
    public struct Cell: Sendable, Hashable {
        /// nil: an empty CSV cell, JSON `null`, SQL NULL.
        public var text: String?
        public var location: SourceLocation
        public init(_ text: String?, at location: SourceLocation) { self.text = text; self.location = location }
    }

    public struct Row: Sendable {
        enum Storage: Sendable {
            case byName([String: Cell])
            /// Aligned with the table's `columns` (fast path: no hashing per cell).
            case byPosition([Cell?])
            /// CSV: the row's cells are `width` cells of the table's shared store from `first`,
            /// aligned with `columns`, each a byte range of the file (`PackedCells`): no string
            /// per cell, and typed cells are read from the bytes.
            case packed(PackedCells, first: Int)
            /// PostgreSQL: aligned with `columns`, every cell present (nil: SQL NULL); a cell's
            /// location is the row's plus `, column <name>`, made only when asked for (one
            /// string per row instead of one per cell).
            case described([String?])
        }


        /// Where the row starts (CSV: its first line; JSON: the object's `{`).
        public var location: SourceLocation
        let storage: Storage

        /// Column name → cell. A column absent from this row is absent from the map.
        public init(location: SourceLocation, cells: [String: Cell]) {
            self.location = location
            self.storage = .byName(cells)
        }

        /// Cells in the order of the table's `columns`; nil where the row has no such cell.
        public init(location: SourceLocation, positional cells: [Cell?]) {
            self.location = location
            self.storage = .byPosition(cells)
        }

        /// Cells `first..<first + cells.width` of `cells`, in the order of the table's `columns`.
        init(location: SourceLocation, packed cells: PackedCells, first: Int) {
            self.location = location
            self.storage = .packed(cells, first: first)
        }

        /// Cells in the order of the table's `columns`, each located at `location` + `, column <name>`.
        public init(location: SourceLocation, describedTexts texts: [String?]) {
            self.location = location
            self.storage = .described(texts)
        }

        /// Whether the row came from a database (`.described`): its cells are located by the
        /// row's description plus the column's name, made into a new string per cell.
        var isDescribed: Bool {
            if case .described = storage { return true }
            return false
        }

        /// A `.packed` row's store and its first cell there (nil for other storage): read
        /// directly, no `Cell` or text made.
        var packed: (cells: PackedCells, first: Int)? {
            if case .packed(let cells, let first) = storage { return (cells, first) }
            return nil
        }

        /// Whether the row has a cell of column `name` (at `position` in the table's `columns`),
        /// and its text, without making its location.
        func peek(_ name: String, position: Int?) -> (has: Bool, text: String?) {
            switch storage {
            case .byName(let cells):
                guard let c = cells[name] else { return (false, nil) }
                return (true, c.text)
            case .byPosition(let cells):
                guard let position, position < cells.count, let c = cells[position] else { return (false, nil) }
                return (true, c.text)
            case .packed(let cells, let first):
                guard let position, position < cells.width, cells.cells[first + position].line > 0 else { return (false, nil) }
                return (true, cells.text(cells.cells[first + position]))
            case .described(let texts):
                guard let position, position < texts.count else { return (false, nil) }
                return (true, texts[position])
            }
        }

        /// The cell of column `name`, which is at `position` in the table's `columns` (if any);
        /// `file` is the table's `source`.
        @inline(__always)
        func cell(_ name: String, position: Int?, file: String) -> Cell? {
            switch storage {
            case .byName(let cells): return cells[name]
            case .byPosition(let cells):
                guard let position, position < cells.count else { return nil }
                return cells[position]
            case .packed(let cells, let first):
                guard let position, position < cells.width, cells.cells[first + position].line > 0 else { return nil }
                let c = cells.cells[first + position]
                return Cell(cells.text(c), at: SourceLocation(file: file, line: Int(c.line), column: Int(c.column)))
            case .described(let texts):
                guard let position, position < texts.count else { return nil }
                return Cell(texts[position], at: SourceLocation(file: location.file + ", column " + name))
            }
        }
    }

    /// The file (or table description) the rows came from.
    public var source: String
    /// Column names in the order the source gave them (CSV header; JSON: union of keys, sorted).
    public var columns: [String]
    /// Where the header is (CSV line 1; JSON the file).
    public var headerLocation: SourceLocation
    /// Where each column is named (CSV: its header cell; JSON: the key's first occurrence).
    public var columnLocations: [String: SourceLocation] = [:]
    public var rows: [Row]
    /// Whether number cells use `,` as the decimal mark (a CSV file separated by `;`).
    public var decimalComma = false

    /// A row's cells by column name (absent columns absent).
    public func cells(of row: Row) -> [String: Cell] {
        switch row.storage {
        case .byName(let cells): return cells
        case .byPosition(let cells):
            var out: [String: Cell] = [:]
            for (name, cell) in zip(columns, cells) where out[name] == nil { if let cell { out[name] = cell } }
            return out
        case .packed, .described:
            var out: [String: Cell] = [:]
            for (k, name) in columns.enumerated() where out[name] == nil {
                if let cell = row.cell(name, position: k, file: source) { out[name] = cell }
            }
            return out
        }
    }

    public init(source: String, columns: [String], headerLocation: SourceLocation, rows: [Row]) {
        self.source = source; self.columns = columns; self.headerLocation = headerLocation; self.rows = rows
    }
}
