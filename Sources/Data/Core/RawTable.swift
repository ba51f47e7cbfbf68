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
            /// Aligned with the table's `columns` (fast path for CSV: no hashing per cell).
            case byPosition([Cell?])
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

        /// The cell of column `name`, which is at `position` in the table's `columns` (if any).
        @inline(__always)
        func cell(_ name: String, position: Int?) -> Cell? {
            switch storage {
            case .byName(let cells): return cells[name]
            case .byPosition(let cells):
                guard let position, position < cells.count else { return nil }
                return cells[position]
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

    /// A row's cells by column name (absent columns absent).
    public func cells(of row: Row) -> [String: Cell] {
        switch row.storage {
        case .byName(let cells): return cells
        case .byPosition(let cells):
            var out: [String: Cell] = [:]
            for (name, cell) in zip(columns, cells) where out[name] == nil { if let cell { out[name] = cell } }
            return out
        }
    }

    public init(source: String, columns: [String], headerLocation: SourceLocation, rows: [Row]) {
        self.source = source; self.columns = columns; self.headerLocation = headerLocation; self.rows = rows
    }
}
