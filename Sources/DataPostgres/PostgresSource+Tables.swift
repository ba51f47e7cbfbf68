import PostgresNIO
import SiteData

extension PostgresSource {
    /// The rows of one table as text cells (`PostgresText`), located as
    /// `postgres table schools, row id 7, column tier`. A column whose SQL type does not fit its
    /// kind is reported once, at its first row.
    static func rawTable(_ schema: TableSchema, rows: [PostgresRow], diagnostics: inout Diagnostics) -> RawTable {
        let source = "postgres table \(schema.name)"
        let names = schema.columns.map(\.name)
        let families = schema.columns.map { PostgresText.Family($0.kind) }
        let idLike = schema.columns.map(\.kind.isIdLike)
        let idIndex = schema.columns.firstIndex { $0.name == "id" }
        // Per column: nil until its SQL type has been checked (once: every row has the same
        // types), then whether it is usable.
        var usable = [Bool?](repeating: nil, count: names.count)
        var out: [RawTable.Row] = []
        out.reserveCapacity(rows.count)
        var cells: [PostgresCell] = []
        cells.reserveCapacity(names.count)
        for (number, row) in rows.enumerated() {
            cells.removeAll(keepingCapacity: true)
            for cell in row { cells.append(cell) }
            var rowName = "row \(number + 1)"
            if let idIndex, let bytes = cells[idIndex].bytes,
               let id = try? PostgresText.text(bytes, type: cells[idIndex].dataType) {
                rowName = "row id " + id
            }
            let rowPrefix = source + ", " + rowName
            let cellPrefix = rowPrefix + ", column "
            var map: [String: RawTable.Cell] = Dictionary(minimumCapacity: names.count)
            for index in names.indices {
                let cell = cells[index]
                let at = SourceLocation(file: cellPrefix + names[index])
                guard let bytes = cell.bytes else {
                    map[names[index]] = RawTable.Cell(nil, at: at)
                    continue
                }
                if usable[index] == nil {
                    let ok = families[index].accepts(cell.dataType, idLike: idLike[index])
                    if !ok {
                        diagnostics.error("expected \(families[index].expected), found \(PostgresText.name(of: cell.dataType))", at: at)
                    }
                    usable[index] = ok
                }
                guard usable[index] == true else { continue }
                do {
                    map[names[index]] = RawTable.Cell(try PostgresText.text(bytes, type: cell.dataType), at: at)
                } catch {
                    diagnostics.error("cannot read this \(PostgresText.name(of: cell.dataType)) value", at: at)
                }
            }
            out.append(RawTable.Row(location: SourceLocation(file: rowPrefix), cells: map))
        }
        return RawTable(source: source, columns: schema.columns.map(\.name),
                        headerLocation: SourceLocation(file: source), rows: out)
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
