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
            case .text(let s): CSVWriter.appendField(s ?? "", neutralize: neutralizeFormulas, to: &out)
            case .number(let s): CSVWriter.appendField(s ?? "", neutralize: false, to: &out)
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

    /// One field as `appendField` writes it (for tests and callers that want a String).
    static func field(_ raw: String, neutralize: Bool) -> String {
        var bytes: [UInt8] = []
        appendField(raw, neutralize: neutralize, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends one field's bytes: bidi controls dropped, a formula-looking text given a
    /// leading `'`, quoted (with `"` doubled) when it holds `,` `"` CR or LF. Works on the
    /// UTF-8 bytes: the controls are the three-byte sequences E2 80 AA–AE and E2 81 A6–A9.
    static func appendField(_ raw: String, neutralize: Bool, to out: inout [UInt8]) {
        var raw = raw
        raw.withUTF8 { bytes in
            var needsQuotes = false, bidi = false
            for b in bytes {
                switch b {
                case 44, 34, 13, 10: needsQuotes = true
                case 0xE2: bidi = true
                default: continue
                }
            }
            if bidi {
                // Rare: copy without the controls, then write that.
                var kept: [UInt8] = []
                kept.reserveCapacity(bytes.count)
                var i = 0
                while i < bytes.count {
                    if i + 2 < bytes.count, isBidiControl(bytes[i], bytes[i + 1], bytes[i + 2]) { i += 3; continue }
                    kept.append(bytes[i])
                    i += 1
                }
                kept.withUnsafeBufferPointer { write($0, neutralize: neutralize, quoted: needsQuotes, to: &out) }
            } else {
                write(bytes, neutralize: neutralize, quoted: needsQuotes, to: &out)
            }
        }
    }

    /// E2 80 AA–AE (U+202A–U+202E) or E2 81 A6–A9 (U+2066–U+2069).
    private static func isBidiControl(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> Bool {
        a == 0xE2 && ((b == 0x80 && (0xAA...0xAE).contains(c)) || (b == 0x81 && (0xA6...0xA9).contains(c)))
    }

    private static func write(_ bytes: UnsafeBufferPointer<UInt8>, neutralize: Bool, quoted: Bool, to out: inout [UInt8]) {
        if quoted { out.append(34) }
        // `=` `+` `-` `@`, tab or CR first: a spreadsheet would run it.
        if neutralize, let first = bytes.first, first == 61 || first == 43 || first == 45 || first == 64 || first == 9 || first == 13 {
            out.append(UInt8(ascii: "'"))
        }
        if quoted {
            for b in bytes {
                out.append(b)
                if b == 34 { out.append(34) }
            }
            out.append(34)
        } else {
            out.append(contentsOf: bytes)
        }
    }
}
