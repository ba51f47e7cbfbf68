import Foundation

/// Writes RFC 4180 CSV: header row, comma separated, CRLF line ends, fields holding `,` `"`
/// CR or LF quoted, `"` doubled, UTF-8.
///
/// With `neutralizeFormulas` (every CSV the site publishes), a text cell starting with `=` `+`
/// `-` `@`, tab or CR gets a leading `'` so spreadsheets do not run it as a formula. Number
/// cells are written as they are. Bidi embedding, override and isolate controls are dropped
/// from every cell, as in the pages (the same code points as Widgets' `String.isBidiControl`;
/// `CSVWriterTests` checks that the two agree on every scalar).
///
/// Here, beside `SQLExporter`, because CSV is a data format, not markup: Widgets needs nothing
/// but the standard library.
public struct CSVWriter: Sendable {
    public enum Cell: Sendable, Hashable {
        case text(String?)
        case number(String?)
    }

    public var neutralizeFormulas: Bool
    /// UTF-8, as written: a metrics export can be tens of MB, and a String made first would be
    /// copied once more into the file's bytes.
    private var out: [UInt8] = []

    public init(header: [String], neutralizeFormulas: Bool = true) {
        self.neutralizeFormulas = neutralizeFormulas
        appendRow(header.map { .text($0) })
    }

    public mutating func appendRow(_ cells: [Cell]) {
        for (i, cell) in cells.enumerated() {
            if i > 0 { out.append(UInt8(ascii: ",")) }
            switch cell {
            case .text(let s): out.append(contentsOf: CSVWriter.field(s ?? "", neutralize: neutralizeFormulas).utf8)
            case .number(let s): out.append(contentsOf: CSVWriter.field(s ?? "", neutralize: false).utf8)
            }
        }
        out.append(UInt8(ascii: "\r"))
        out.append(UInt8(ascii: "\n"))
    }

    public var text: String { String(decoding: out, as: UTF8.self) }

    /// The CSV as UTF-8 bytes (what a file is written from).
    public var bytes: [UInt8] { out }

    /// A bidi embedding, override or isolate control (U+202A–U+202E, U+2066–U+2069).
    public static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }

    static func field(_ raw: String, neutralize: Bool) -> String {
        // Bidi controls would reorder the cell (and its neighbours) in a spreadsheet, as in a page.
        var s = raw.unicodeScalars.contains(where: isBidiControl)
            ? String(String.UnicodeScalarView(raw.unicodeScalars.filter { !isBidiControl($0) })) : raw
        if neutralize, let first = s.unicodeScalars.first, "=+-@\t\r".unicodeScalars.contains(first) {
            s = "'" + s
        }
        let needsQuotes = s.utf8.contains { $0 == 44 || $0 == 34 || $0 == 13 || $0 == 10 }
        guard needsQuotes else { return s }
        return "\"" + s.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
