#if Postgres
import PostgresNIO
import SiteData

/// Turns one table's rows into a `RawTable` as they arrive from the server (on NIO's event-loop
/// thread, one row at a time: the driver keeps none), located as
/// `postgres table schools, athlete ada-lopez, row id 7, column tier`. A column whose SQL type
/// does not fit its kind is reported once, at its first row.
///
/// Used by one query at a time; `table()` and `diagnostics` are read after the query's future
/// completed, which orders them after every `add`.
final class PostgresTableReader: @unchecked Sendable {
    let schema: TableSchema
    let source: String
    private let families: [PostgresText.Family]
    private let idLike: [Bool]
    private let idIndex: Int?
    /// Per column: nil until its SQL type has been checked (once: every row has the same
    /// types), then whether it is usable.
    private var usable: [Bool?]
    private var rows: [RawTable.Row] = []
    private(set) var diagnostics = Diagnostics()

    init(_ schema: TableSchema, slug: String) {
        self.schema = schema
        self.source = "postgres table \(schema.name), athlete \(slug)"
        families = schema.columns.map { PostgresText.Family($0.kind) }
        idLike = schema.columns.map(\.kind.isIdLike)
        idIndex = schema.columns.firstIndex { $0.name == "id" }
        usable = [Bool?](repeating: nil, count: schema.columns.count)
    }

    func add(_ row: PostgresRow) {
        let cells = Array(row)
        var rowName = "row \(rows.count + 1)"
        if let idIndex, idIndex < cells.count, let bytes = cells[idIndex].bytes,
           let id = try? PostgresText.text(bytes, type: cells[idIndex].dataType) {
            rowName = "row id " + id
        }
        let at = source + ", " + rowName
        var texts: [String?] = []
        texts.reserveCapacity(cells.count)
        for (index, cell) in cells.enumerated() { texts.append(text(of: cell, index: index, row: at)) }
        rows.append(RawTable.Row(location: SourceLocation(file: at), describedTexts: texts))
    }

    /// The cell's text; nil for NULL and for a value that cannot be used (reported at `row`).
    private func text(of cell: PostgresCell, index: Int, row: String) -> String? {
        guard let bytes = cell.bytes, index < families.count else { return nil }
        if usable[index] == nil {
            let ok = families[index].accepts(cell.dataType, idLike: idLike[index])
            if !ok {
                diagnostics.error("expected \(families[index].expected), found \(PostgresText.name(of: cell.dataType))",
                                  at: SourceLocation(file: row + ", column " + schema.columns[index].name))
            }
            usable[index] = ok
        }
        guard usable[index] == true else { return nil }
        do {
            return try PostgresText.text(bytes, type: cell.dataType)
        } catch {
            diagnostics.error("cannot read this \(PostgresText.name(of: cell.dataType)) value",
                              at: SourceLocation(file: row + ", column " + schema.columns[index].name))
            return nil
        }
    }

    /// The rows read so far; the reader lets go of them.
    func table() -> RawTable {
        defer { rows = [] }
        return RawTable(source: source, columns: schema.columns.map(\.name),
                        headerLocation: SourceLocation(file: source), rows: rows)
    }
}

extension TableSchema.Kind {
    /// Ids and references also accept integer and uuid columns.
    var isIdLike: Bool {
        switch self {
        case .id, .reference: true
        default: false
        }
    }
}
#endif
