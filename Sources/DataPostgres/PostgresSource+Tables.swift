import PostgresNIO
import SiteData

extension PostgresSource {
    /// The rows of one table as text cells (`PostgresText`), located as
    /// `postgres table schools, row id 7, column tier`. A column whose SQL type does not fit its
    /// kind is reported once, at its first row.
    static func rawTable(_ schema: TableSchema, rows: [PostgresRow], diagnostics: inout Diagnostics) -> RawTable {
        let source = "postgres table \(schema.name)"
        var badColumns: Set<Int> = []
        var out: [RawTable.Row] = []
        out.reserveCapacity(rows.count)
        let idIndex = schema.columns.firstIndex { $0.name == "id" }
        for (number, row) in rows.enumerated() {
            let cells = Array(row)
            var rowName = "row \(number + 1)"
            if let idIndex, let bytes = cells[idIndex].bytes,
               let id = try? PostgresText.text(bytes, type: cells[idIndex].dataType) {
                rowName = "row id \(id)"
            }
            let rowLocation = SourceLocation(file: "\(source), \(rowName)")
            var map: [String: RawTable.Cell] = [:]
            for (index, column) in schema.columns.enumerated() {
                let cell = cells[index]
                let at = SourceLocation(file: "\(source), \(rowName), column \(column.name)")
                guard let bytes = cell.bytes else {
                    map[column.name] = RawTable.Cell(nil, at: at)
                    continue
                }
                if badColumns.contains(index) { continue }
                let family = PostgresText.Family(column.kind)
                guard family.accepts(cell.dataType, idLike: column.kind.isIdLike) else {
                    diagnostics.error("expected \(family.expected), found \(PostgresText.name(of: cell.dataType))", at: at)
                    badColumns.insert(index)
                    continue
                }
                do {
                    map[column.name] = RawTable.Cell(try PostgresText.text(bytes, type: cell.dataType), at: at)
                } catch {
                    diagnostics.error("cannot read this \(PostgresText.name(of: cell.dataType)) value", at: at)
                }
            }
            out.append(RawTable.Row(location: rowLocation, cells: map))
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
