/// The cells of a CSV table as byte ranges of its file, shared by the table's rows
/// (`RawTable.Row`'s `.packed` storage): a cell's text is made only when asked for, and the
/// decoder reads dates, timestamps, booleans and enumerations from the bytes, so most typed
/// cells never become a `String`. Rows are `width` cells each, one after the other.
///
/// Invariants: every cell's range lies inside `bytes`; when the table's bytes are not valid
/// UTF-8 the reader has reported each bad field, and a text made here repairs it as
/// `String(decoding:)` does.
final class PackedCells: Sendable {
    struct Cell: Sendable {
        /// How the cell's bytes become its text.
        enum Form: UInt8, Sendable {
            /// An empty unquoted field: null.
            case null
            /// The bytes as they are.
            case plain
            /// The inside of a quoted field holding `""`, each pair standing for one `"`.
            case escaped
        }

        /// The first byte of the cell's text (a quoted field: the byte after the quote).
        var start: Int
        /// The number of bytes (fields of 4 GiB and more are not expected: clamped).
        var count: UInt32
        /// 1-based line and column of the cell; `line == 0`: the row has no such cell.
        var line: UInt32
        var column: UInt32
        var form: Form

        var range: Range<Int> { start..<(start + Int(count)) }

        /// The cell of a short row that has none.
        static let absent = Cell(start: 0, count: 0, line: 0, column: 0, form: .null)
    }

    /// What trimming leaves of a cell (as `String.trimmingSpaces` trims), found on the bytes.
    enum Trimmed {
        /// Null, empty, or only spaces, tabs, CR and LF.
        case blank
        /// These bytes, as they are (no `""` escape, no space but ASCII ones at either end).
        case plain(Range<Int>)
        /// Anything else (an escaped quote, a no-break space or BOM at an end): make the text
        /// and trim it as a `String`.
        case other
    }

    let bytes: [UInt8]
    let cells: [Cell]
    let width: Int

    init(bytes: [UInt8], cells: [Cell], width: Int) {
        self.bytes = bytes; self.cells = cells; self.width = width
    }

    /// The text of `cell` (nil: null).
    func text(_ cell: Cell) -> String? {
        switch cell.form {
        case .null: return nil
        case .plain: return string(cell.range)
        case .escaped: return Self.unescaped(bytes[cell.range])
        }
    }

    /// The bytes in `range` as text (the one place bytes become a cell's `String`).
    @inline(__always) func string(_ range: Range<Int>) -> String {
        bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self) }
    }

    /// `body` over the bytes in `range` (`range` lies inside `bytes`).
    @inline(__always) func withBytes<R>(_ range: Range<Int>, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        bytes.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[range])) }
    }

    /// The inside of a quoted field with each `""` made one `"` (every `"` inside a closed
    /// quoted field is half of such a pair).
    static func unescaped(_ raw: ArraySlice<UInt8>) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(raw.count)
        var skip = false
        for b in raw {
            if b == UInt8(ascii: "\"") {
                skip.toggle()
                if !skip { continue }
            }
            out.append(b)
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// `cell` trimmed of surrounding spaces, tabs, CR and LF on its bytes, when that is all
    /// `trimmingSpaces` would trim (see `Trimmed`).
    @inline(__always) func trimmed(_ cell: Cell) -> Trimmed {
        switch cell.form {
        case .null: return .blank
        case .escaped: return .other
        case .plain: break
        }
        var lower = cell.start, upper = cell.start + Int(cell.count)
        return bytes.withUnsafeBufferPointer { u in
            while lower < upper, Self.isASCIISpace(u[lower]) { lower += 1 }
            while upper > lower, Self.isASCIISpace(u[upper - 1]) { upper -= 1 }
            if lower == upper { return .blank }
            // A no-break space (C2 A0) or BOM (EF BB BF) at either end is trimmed too.
            let first = u[lower], last = u[upper - 1]
            if first == 0xC2 || first == 0xEF || last == 0xA0 || last == 0xBF { return .other }
            return .plain(lower..<upper)
        }
    }

    @inline(__always) static func isASCIISpace(_ b: UInt8) -> Bool {
        b == 0x20 || b == 0x09 || b == 0x0D || b == 0x0A
    }
}
