/// Reads a table given as JSON: an array of objects, the shape a Supabase/PostgREST export has.
///
/// A small hand-written parser (RFC 8259) that remembers the line and column of every value,
/// which Foundation's `JSONSerialization` cannot. Lines and columns are 1-based; columns count
/// Unicode scalars, as `CSVReader` does.
///
/// Cells: strings as written, numbers as their source text (`1.50` stays `1.50`), `true` and
/// `false` as those words, `null` as nil. An array or object inside a cell is an error.
/// Columns are the union of every object's keys, sorted in code-point order. An empty file
/// (or only whitespace) is a table with no rows, like an empty CSV file.
///
/// Messages name the element by its 1-based position in the array and its key:
/// `schools.json:14:15: element 3, "tier": …`.
public enum JSONReader {
    public static func read(_ bytes: [UInt8], file: String) -> (RawTable, Diagnostics) {
        var diagnostics = Diagnostics()
        let empty = RawTable(source: file, columns: [], headerLocation: SourceLocation(file: file), rows: [])
        // UTF-16 and UTF-32 are read as CSV files are (`UTF16Text`).
        var bytes = bytes
        switch UTF16Text.convert(bytes, file: file, saveAs: "UTF-8") {
        case .converted(let utf8): bytes = utf8
        case .refused(let refusal): return (empty, Diagnostics([refusal]))
        case .notUTF16: break
        }
        var parser = Parser(bytes: bytes)
        parser.skipSpace()
        if parser.i >= bytes.count { return (empty, diagnostics) }
        let root: Node
        do {
            root = try parser.parseDocument()
        } catch {
            diagnostics.error(error.message, at: SourceLocation(file: file, line: error.line, column: error.column))
            return (empty, diagnostics)
        }
        guard case .array(let elements) = root.value else {
            diagnostics.error("expected an array of objects ([{…}, {…}])",
                              at: SourceLocation(file: file, line: root.line, column: root.column))
            return (empty, diagnostics)
        }
        var rows: [RawTable.Row] = []
        rows.reserveCapacity(elements.count)
        var columnSet: Set<String> = []
        var keyLocations: [String: SourceLocation] = [:]
        for (index, element) in elements.enumerated() {
            let n = index + 1
            guard case .object(let members) = element.value else {
                diagnostics.error("element \(n) is not an object",
                                  at: SourceLocation(file: file, line: element.line, column: element.column))
                continue
            }
            var cells: [String: RawTable.Cell] = [:]
            cells.reserveCapacity(members.count)
            for m in members {
                let at = SourceLocation(file: file, line: m.value.line, column: m.value.column)
                if cells[m.key] != nil {
                    diagnostics.error("element \(n), \(quoted(m.key)): key appears twice in this object",
                                      at: SourceLocation(file: file, line: m.keyLine, column: m.keyColumn))
                    continue
                }
                let text: String?
                switch m.value.value {
                case .string(let s), .number(let s): text = s
                case .bool(let b): text = b ? "true" : "false"
                case .null: text = nil
                case .array, .object:
                    diagnostics.error("element \(n), \(quoted(m.key)): a table cell cannot be a list or an object", at: at)
                    continue
                }
                cells[m.key] = RawTable.Cell(text, at: at)
                if columnSet.insert(m.key).inserted {
                    keyLocations[m.key] = SourceLocation(file: file, line: m.keyLine, column: m.keyColumn)
                }
            }
            rows.append(RawTable.Row(location: SourceLocation(file: file, line: element.line, column: element.column),
                                     cells: cells))
        }
        if diagnostics.hasErrors {
            // Rows are only useful when every element is an object: `TableDecoder` names
            // elements by their position in `rows`.
            if elements.contains(where: { if case .object = $0.value { false } else { true } }) {
                return (empty, diagnostics)
            }
        }
        let columns = columnSet.sorted(by: codePointLess)
        var table = RawTable(source: file, columns: columns, headerLocation: SourceLocation(file: file), rows: rows)
        table.columnLocations = keyLocations
        return (table, diagnostics)
    }

    static func quoted(_ s: String) -> String { Quote.text(s) }
}
