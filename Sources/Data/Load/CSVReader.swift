/// Reads RFC 4180 CSV into a `RawTable`, byte by byte over UTF-8; a header separated by `;`
/// makes a `;` file with decimal commas (`CSVReader+Separator`), and a file with no UTF-8 letter
/// is read as Windows-1252 (`Windows1252`), each with a warning; UTF-16 (Excel's "Unicode
/// Text", tab-separated) is read as the text it is (`UTF16Text`).
///
/// - The first record is the header; header names are trimmed of surrounding spaces and tabs.
/// - Fields may be quoted; `""` inside quotes is one `"`; commas, CR and LF inside quotes are
///   kept. Records end with CRLF, LF or a lone CR. A UTF-8 BOM at the start is skipped.
/// - An empty row (a blank line, or one of only separators and spaces, as spreadsheets write a
///   cleared row) is skipped; the empty rows between the header and the last row with a value are named in one
///   warning per file (`EmptyRows`), those after it (trailing blank lines) are not. A missing
///   final newline is fine. An empty file, or one with only a header, gives no rows.
/// - An empty unquoted field is null (`nil`); a quoted empty field `""` is the empty string,
///   which `TableDecoder` also treats as null.
/// - A row with fewer fields than the header: the missing trailing cells are absent from the
///   row (null). A row with more fields is an error at its first extra field.
/// - A `"` inside an unquoted field, text after a closing quote, and an unterminated quoted
///   field are errors.
///
/// Positions: `line` is the 1-based line where the cell starts (a quoted cell with newlines
/// keeps its starting line; later rows count every line break). `column` is the 1-based
/// position of the cell's first character (the opening quote for a quoted cell) on its line,
/// counted in Unicode scalars (a UTF-8 lead byte counts, continuation bytes do not), the BOM
/// not counted. This is the same counting Yams/libYAML use for `site.yml` and front matter.
public enum CSVReader {
    /// Parses `bytes`; `file` is the display path used in every location.
    public static func read(_ bytes: [UInt8], file: String) -> (RawTable, Diagnostics) {
        var notes = Diagnostics()
        guard let (bytes, isUTF8, wasUTF16) = utf8(bytes, file: file, notes: &notes) else {
            return (RawTable(source: file, columns: [], headerLocation: SourceLocation(file: file, line: 1, column: 1),
                             rows: []), notes)
        }
        var parser = Parser(bytes: bytes, file: file, isValidUTF8: isUTF8)
        switch parser.detectSeparator(tabs: wasUTF16) {
        case .failure(let refused):
            notes.append(refused)
            return (RawTable(source: file, columns: [], headerLocation: SourceLocation(file: file, line: 1, column: 1),
                             rows: []), notes)
        case .success(let semicolon):
            if semicolon {
                notes.warning("read with \";\" between columns and \",\" as the decimal mark, as European Excel saves CSV",
                              at: SourceLocation(file: file, line: 1, column: 1))
            }
        }
        var (table, diagnostics) = parser.run()
        table.decimalComma = parser.separator == Parser.semicolon
        notes.append(contentsOf: diagnostics)
        return (table, notes)
    }

    /// A field as read: the byte range a row keeps (`PackedCells.Cell`), its text made only
    /// when asked for.
    typealias Field = PackedCells.Cell

    struct Parser {
        let bytes: [UInt8]
        let file: String
        var i = 0
        var line = 1
        var column = 1
        var diagnostics = Diagnostics()
        /// The fields of the record just read (handed to the record's row, then a new one).
        var fields: [Field] = []
        /// Whether the whole file is valid UTF-8 (checked once). Then so is every field, since
        /// fields end at ASCII bytes, and they are made without checking each again.
        let isValidUTF8: Bool
        /// `,`, or `;` when the header row is separated by semicolons (`detectSeparator`).
        var separator = Parser.comma

        /// `isValidUTF8`: whether `bytes` is valid UTF-8, when the caller has checked already.
        init(bytes: [UInt8], file: String, isValidUTF8: Bool? = nil) {
            self.bytes = bytes
            self.file = file
            if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { i = 3 }
            self.isValidUTF8 = isValidUTF8 ?? UTF8Check.isValid(bytes)
        }

        static let quote = UInt8(ascii: "\""), comma = UInt8(ascii: ","), cr = UInt8(ascii: "\r"),
                   lf = UInt8(ascii: "\n"), semicolon = UInt8(ascii: ";"), tab = UInt8(ascii: "\t")

        func location(_ line: Int, _ column: Int) -> SourceLocation {
            SourceLocation(file: file, line: line, column: column)
        }

        /// Advances over one byte that is not a line break, counting columns in scalars.
        @inline(__always) mutating func step() {
            if bytes[i] & 0xC0 != 0x80 { column += 1 }
            i += 1
        }

        /// Advances over bytes that are not `"`, the separator, CR or LF (most of a file),
        /// counting columns as `step` does (`scan`).
        @inline(__always) mutating func skipPlain() {
            let (i, c) = bytes.withUnsafeBufferPointer {
                Self.scan($0, from: self.i, column: column, stops: (Parser.quote, separator, Parser.cr, Parser.lf))
            }
            self.i = i
            column = c
        }

        /// Advances over bytes that are not `"`, CR or LF (the inside of a quoted field).
        @inline(__always) mutating func skipQuoted() {
            let (i, c) = bytes.withUnsafeBufferPointer {
                Self.scan($0, from: self.i, column: column, stops: (Parser.quote, Parser.quote, Parser.cr, Parser.lf))
            }
            self.i = i
            column = c
        }

        @inline(__always) static func field(_ range: Range<Int>, _ form: Field.Form, _ line: Int, _ column: Int) -> Field {
            Field(start: range.lowerBound, count: UInt32(clamping: range.count), line: UInt32(clamping: line),
                  column: UInt32(clamping: column), form: form)
        }

        /// A null field at `line`, `column`.
        @inline(__always) static func null(_ line: Int, _ column: Int) -> Field { field(0..<0, .null, line, column) }

        /// Consumes a line break at `i` (CRLF, LF or CR).
        @inline(__always) mutating func newline() {
            if bytes[i] == Parser.cr, i + 1 < bytes.count, bytes[i + 1] == Parser.lf { i += 1 }
            i += 1
            line += 1
            column = 1
        }

        /// Reads one record into `fields`; false at the end of input / after an unrecoverable error.
        mutating func record() -> Bool {
            guard i < bytes.count else { return false }
            fields.removeAll(keepingCapacity: true)
            while true {
                let startLine = line, startColumn = column
                if bytes[i] == Parser.quote {
                    step()
                    // The field's bytes are its text, unless it holds `""` escapes.
                    var escaped = false
                    var closed = false
                    let contentStart = i
                    var contentEnd = i
                    while i < bytes.count {
                        skipQuoted()
                        guard i < bytes.count else { break }
                        let b = bytes[i]
                        if b == Parser.quote {
                            if i + 1 < bytes.count, bytes[i + 1] == Parser.quote {
                                escaped = true
                                step(); step()
                                continue
                            }
                            contentEnd = i
                            step()
                            closed = true
                            break
                        } else if b == Parser.cr || b == Parser.lf {
                            newline()
                        } else {
                            step()
                        }
                    }
                    guard closed else {
                        diagnostics.error("quoted field is never closed (missing \")", at: location(startLine, startColumn))
                        return false
                    }
                    check(contentStart..<contentEnd, at: startLine, startColumn)
                    fields.append(Self.field(contentStart..<contentEnd, escaped ? .escaped : .plain, startLine, startColumn))
                    if i < bytes.count, bytes[i] != separator, bytes[i] != Parser.cr, bytes[i] != Parser.lf {
                        diagnostics.error("unexpected text after a closing quote (a quote inside a quoted field is written \"\")",
                                          at: location(line, column))
                        while i < bytes.count, bytes[i] != separator, bytes[i] != Parser.cr, bytes[i] != Parser.lf {
                            step()
                        }
                    }
                } else {
                    let start = i
                    skipPlain()
                    var strayReported = false
                    while i < bytes.count {
                        let b = bytes[i]
                        if b == separator || b == Parser.cr || b == Parser.lf { break }
                        if b == Parser.quote, !strayReported {
                            diagnostics.error("quote inside an unquoted field (quote the whole field and write \" as \"\")",
                                              at: location(line, column))
                            strayReported = true
                        }
                        step()
                    }
                    if i == start {
                        fields.append(Self.null(startLine, startColumn))
                    } else {
                        check(start..<i, at: startLine, startColumn)
                        fields.append(Self.field(start..<i, .plain, startLine, startColumn))
                    }
                }
                if i >= bytes.count { return true }
                if bytes[i] == separator {
                    step()
                    if i >= bytes.count {
                        fields.append(Self.null(line, column))
                        return true
                    }
                    continue
                }
                newline()
                return true
            }
        }

        mutating func run() -> (RawTable, Diagnostics) {
            var header: [Field]?
            var headerLocation = SourceLocation(file: file)
            // Every row's cells, one row after the other (`PackedCells`).
            var cells: [Field] = []
            var columns: [String] = []
            var columnLocations: [String: SourceLocation] = [:]
            // Lines of empty rows: those before the last row with a value, and those since.
            var empty = EmptyRows(), pending: [Int] = []
            while record() {
                var blank = true  // (a loop: `allSatisfy(isBlank)` copied the parser for every record)
                for f in fields where !isBlank(f) { blank = false; break }
                if blank {
                    pending.append(Int(fields[0].line))
                    continue
                }
                // Blank lines before the header are no rows.
                if !pending.isEmpty {
                    if header != nil { empty.lines += pending }
                    pending.removeAll()
                }
                guard header != nil else {
                    header = fields
                    headerLocation = location(Int(fields[0].line), 1)
                    var seen: [String: Int] = [:]
                    for f in fields {
                        let name = (text(f) ?? "").trimmingSpaces
                        if let first = seen[name] {
                            diagnostics.error("column \"\(name)\" appears twice in the header (first at column \(first))",
                                              at: location(Int(f.line), Int(f.column)))
                        } else {
                            seen[name] = Int(f.column)
                            columnLocations[name] = location(Int(f.line), Int(f.column))
                        }
                        columns.append(name)
                    }
                    continue
                }
                if fields.count > columns.count {
                    let extra = fields[columns.count]
                    // Most often a cell holding the separator without quotes ("Smith, Jr.").
                    let mark = separator == Parser.semicolon ? ";" : ","
                    diagnostics.error("this row has \(fields.count) fields but the header has \(columns.count); if a cell holds a "
                                      + "\"\(mark)\", put double quotes around the whole cell (\"Smith\(mark) Jr.\")",
                                      at: location(Int(extra.line), Int(extra.column)))
                }
                // The fields become the row's cells, cut or padded to the header's width (a
                // missing cell has line 0).
                if fields.count > columns.count { fields.removeLast(fields.count - columns.count) }
                cells.append(contentsOf: fields)
                for _ in fields.count..<columns.count { cells.append(.absent) }
            }
            let store = PackedCells(bytes: bytes, cells: cells, width: columns.count)
            var rows: [RawTable.Row] = []
            if !columns.isEmpty {
                rows.reserveCapacity(cells.count / columns.count)
                for first in stride(from: 0, to: cells.count, by: columns.count) {
                    let c = cells[first]
                    rows.append(RawTable.Row(location: location(Int(c.line), Int(c.column)), packed: store, first: first))
                }
            }
            if let warning = empty.warning(file: file) { diagnostics.append(warning) }
            var table = RawTable(source: file, columns: columns,
                                 headerLocation: headerLocation,
                                 rows: rows)
            table.columnLocations = columnLocations
            return (table, diagnostics)
        }
    }
}
