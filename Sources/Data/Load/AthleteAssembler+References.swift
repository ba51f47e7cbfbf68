/// Checking and resolving references across tables (`school_id`, `coach_id`, `event_id`, a
/// note's `school`): a reference may give its row's id, name or slug (`ReferenceNames`); it is
/// replaced by the id here, so every later stage sees ids only.
extension AthleteAssembler {
    /// Resolves every reference in `decoded` and `notes` in place. An ambiguous name is an error
    /// at the cell naming the candidates; a reference to no row is a warning (the row is kept),
    /// with a "did you mean" over ids and names. References into `unreadable` tables are left
    /// as written.
    static func resolveReferences(_ decoded: inout [String: TableDecoder.Table], notes: inout [Note],
                                  unreadable: Set<String>, diagnostics: inout Diagnostics) {
        var indexes: [String: ReferenceNames] = [:]
        func index(_ target: String) -> ReferenceNames {
            if let known = indexes[target] { return known }
            let table = decoded[target]
            var rows: [ReferenceNames.Row] = []
            if let table, let name = table.schema.columns.firstIndex(where: { $0.name == "name" }) {
                let id = table.column("id")
                rows = table.rows.compactMap { r in r.text(id).map { ReferenceNames.Row(id: $0, name: r.text(name) ?? "") } }
            }
            let made = ReferenceNames(ids: table?.ids ?? [:], rows: rows)
            indexes[target] = made
            return made
        }
        // A name is usually written on many rows: each is looked up once per target table.
        var matches: [String: [String: ReferenceNames.Match]] = [:]
        func check(_ value: String, column: String, target: String, at location: SourceLocation) -> String? {
            let names = index(target)
            let match: ReferenceNames.Match
            if let known = matches[target]?[value] {
                match = known
            } else {
                match = names.resolve(value)
                matches[target, default: [:]][value] = match
            }
            switch match {
            case .id(let id):
                return id
            case .ambiguous(let rows):
                let listed = rows.map { "\(Quote.text($0.id)) (\($0.name))" }.joined(separator: ", ")
                diagnostics.error("\(column): \(Quote.text(value)) could be any of \(rows.count) \(target): \(listed); "
                                  + "write the id of the one you mean", at: location)
                return nil
            case .none:
                diagnostics.warning("\(column): no row of \(target) has the id or name \(Quote.text(value))" + names.guess(value),
                                    at: location)
                return nil
            }
        }
        for schema in TableSchema.all {
            // Taken out while it changes, so that its rows are not copied.
            guard var t = decoded.removeValue(forKey: schema.name) else { continue }
            defer { decoded[schema.name] = t }
            for (k, column) in schema.columns.enumerated() {
                guard case .reference(let target) = column.kind, !unreadable.contains(target) else { continue }
                let ids = decoded[target]?.ids ?? [:]
                for r in t.rows.indices {
                    guard let value = t.rows[r].text(k), ids[value] == nil else { continue }
                    let location = t.rows[r].location(k) ?? SourceLocation(file: t.source)
                    if let id = check(value, column: column.name, target: target, at: location) {
                        t.rows[r].values[k] = .text(id)
                    }
                }
            }
        }
        guard !unreadable.contains("schools") else { return }
        for n in notes.indices {
            guard let school = notes[n].schoolId, decoded["schools"]?.ids[school] == nil else { continue }
            if let id = check(school, column: "school", target: "schools",
                              at: notes[n].schoolLocation ?? notes[n].location) {
                notes[n].schoolId = id
            }
        }
    }
}
