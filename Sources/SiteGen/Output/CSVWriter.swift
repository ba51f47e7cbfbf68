import Foundation
import Widgets

/// Writes RFC 4180 CSV: header row, comma separated, CRLF line ends, fields holding `,` `"`
/// CR or LF quoted, `"` doubled, UTF-8.
///
/// With `neutralizeFormulas` (every CSV the site publishes), a text cell starting with `=` `+`
/// `-` `@`, tab or CR gets a leading `'` so spreadsheets do not run it as a formula. Number
/// cells are written as they are. Bidi embedding, override and isolate controls are dropped
/// from every cell, as in the pages.
public struct CSVWriter: Sendable {
    public enum Cell: Sendable, Hashable {
        case text(String?)
        case number(String?)
    }

    public var neutralizeFormulas: Bool
    private var out = ""

    public init(header: [String], neutralizeFormulas: Bool = true) {
        self.neutralizeFormulas = neutralizeFormulas
        appendRow(header.map { .text($0) })
    }

    public mutating func appendRow(_ cells: [Cell]) {
        for (i, cell) in cells.enumerated() {
            if i > 0 { out.append(",") }
            switch cell {
            case .text(let s): out.append(CSVWriter.field(s ?? "", neutralize: neutralizeFormulas))
            case .number(let s): out.append(CSVWriter.field(s ?? "", neutralize: false))
            }
        }
        out.append("\r\n")
    }

    public var text: String { out }

    static func field(_ raw: String, neutralize: Bool) -> String {
        // Bidi controls would reorder the cell (and its neighbours) in a spreadsheet, as in a page.
        var s = raw.withoutBidiControls
        if neutralize, let first = s.unicodeScalars.first, "=+-@\t\r".unicodeScalars.contains(first) {
            s = "'" + s
        }
        let needsQuotes = s.utf8.contains { $0 == 44 || $0 == 34 || $0 == 13 || $0 == 10 }
        guard needsQuotes else { return s }
        return "\"" + s.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
