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
        /// Where the row starts (CSV: its first line; JSON: the object's `{`).
        public var location: SourceLocation
        /// Column name → cell. A column absent from this row is absent from the map.
        public var cells: [String: Cell]
        public init(location: SourceLocation, cells: [String: Cell]) { self.location = location; self.cells = cells }
    }

    /// The file (or table description) the rows came from.
    public var source: String
    /// Column names in the order the source gave them (CSV header; JSON: union of keys, sorted).
    public var columns: [String]
    /// Where the header is (CSV line 1; JSON the file).
    public var headerLocation: SourceLocation
    public var rows: [Row]

    public init(source: String, columns: [String], headerLocation: SourceLocation, rows: [Row]) {
        self.source = source; self.columns = columns; self.headerLocation = headerLocation; self.rows = rows
    }
}
