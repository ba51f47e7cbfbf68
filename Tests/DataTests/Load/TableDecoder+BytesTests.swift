import Foundation
import Testing
@testable import SiteData

/// A CSV table typed from its bytes (`PackedCells`, `typed(bytes:)`) against the same cells
/// typed as text (the table copied into positional rows, the path JSON takes): equal values,
/// locations, ids and messages, on generated files full of spellings the bytes path must leave
/// to the text rules (case, spaces, no-break spaces, `""`, errors, spreadsheet dates).
@Suite struct TableDecoderBytesTests {
    /// Cell texts per kind of column, each written as generated (maybe quoted, padded).
    static let pool: [TableDecoder.Plan.Op: [String]] = [
        .text: ["x", "Ohio State", " padded ", "intrested", "interested", "Zoë 🏀", "a \"quoted\" word", "https://x.com/p/1",
                "not a link", "kc@creighton.edu", "+1 555-0100", "\u{A0}nbsp\u{A0}", "\u{FEFF}bom", "a,b", "line\nbreak", ""],
        .id: ["s1", "s2", " s1", "S1", "s3 ", "Ż1", "\u{A0}s4", "a\"b", "", "s5", "s6"],
        .reference: ["s1", "S1", "Ohio State", " s2 ", "nope", "", "\u{A0}s3"],
        .enumeration: ["A", "a", "B", " C ", "Z", "twitter", "TWITTER", "Twitter", "positive", "very_positive", "Very_Positive",
                       "athlete", "pending", "accepted", "velocity", "exit_velo", "high", "low", "done", "x", "", "\u{A0}A",
                       "intagram", "\"A\""],
        .bool: ["true", "false", "yes", "no", "1", "0", "TRUE", "Yes", " no ", "maybe", "2", "", "\u{A0}true", "tru"],
        .number: ["1", "1.5", "-3e2", "1,5", "NaN", "inf", " 2 ", "1.500", "1e9", "x", ""],
        .date: ["2026-02-10", " 2026-03-01 ", "2026-02-30", "9/8/2025", "28/9/2025", "8.9.2025", "8.9.25", "2026-03-05 19:00",
                "2026-3-1", "x", "", "\u{A0}2026-01-01", "20260101"],
        .timestamp: ["2026-02-10T14:30:00Z", "2026-02-10T08:30:00-06:00", "2026-02-10", "2026-02-10 14:30:00+01",
                     "2026-02-10T14:30:00+5", "2026-02-10T14:30", "9/8/2025 7:00 PM", "2026-03-05 19:00", " 2026-02-10 ",
                     "2026-02-10t14:30:00.123z", "x", "", "\u{FEFF}2026-02-10"],
    ]

    /// A deterministic generator (SplitMix64).
    struct Generator {
        var state: UInt64
        mutating func next(_ n: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(n))
        }
    }

    /// How many of each pool's first values are valid (the rest: errors or other spellings).
    static let valid: [TableDecoder.Plan.Op: Int] = [.text: 16, .id: 0, .reference: 0, .enumeration: 0, .bool: 6, .number: 3,
                                                     .date: 2, .timestamp: 4]

    /// A CSV file of `schema`'s columns (shuffled, some left out, one unknown), `rows` rows.
    static func file(_ schema: TableSchema, rows: Int, seed: UInt64, semicolon: Bool) -> String {
        var g = Generator(state: seed)
        let plan = TableDecoder.Plan(schema: schema, positions: [], slots: [], locatedCount: 0, missingColumn: [],
                                     source: "", json: false)
        var columns = Array(schema.columns.indices)
        for k in columns.indices.reversed() { columns.swapAt(k, g.next(k + 1)) }
        columns = columns.filter { !schema.columns[$0].required || g.next(8) != 0 }
        let sep = semicolon ? ";" : ","
        var out = columns.map { g.next(6) == 0 ? schema.columns[$0].name.uppercased() : schema.columns[$0].name }
            .joined(separator: sep) + "\n"
        for row in 0..<rows {
            var cells: [String] = []
            for k in columns {
                // Mostly valid values (so that rows survive and their values are compared).
                let values = pool[plan.ops[k]]!, good = valid[plan.ops[k]]!
                var v = values[g.next(values.count)]
                if g.next(4) != 0 {
                    switch plan.ops[k] {
                    case .id: v = "r\(row)"
                    case .reference: v = g.next(2) == 0 ? "" : "s1"
                    case .enumeration: v = plan.allowed[k][g.next(plan.allowed[k].count)]
                    default: if good > 0 { v = values[g.next(good)] }
                    }
                }
                if g.next(10) == 0 { v = " " + v + "\t" }
                let mustQuote = v.contains(where: { $0 == "\"" || $0 == "," || $0 == ";" || $0 == "\n" })
                if mustQuote || g.next(5) == 0 { v = "\"" + v.replacingOccurrences(of: "\"", with: "\"\"") + "\"" }
                cells.append(v)
            }
            if g.next(12) == 0 { cells.removeLast(g.next(cells.count)) }
            out += cells.joined(separator: sep) + (g.next(4) == 0 ? "\r\n" : "\n")
        }
        return out
    }

    /// `table` with the same cells as positional rows: typed by the text rules only.
    static func positional(_ table: RawTable) -> RawTable {
        var copy = table
        copy.rows = table.rows.map { row in
            RawTable.Row(location: row.location, positional: table.columns.indices.map {
                row.cell(table.columns[$0], position: $0, file: table.source)
            })
        }
        return copy
    }

    static func summary(_ t: TableDecoder.Table) -> [String] {
        t.rows.map { r in "\(r.values) @ \(String(describing: r.located)) \(String(describing: r.located2)) \(r.locatedRest)" }
            + t.ids.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" } + t.idPlaces.map(\.description)
    }

    @Test(arguments: TableSchema.all.indices)
    func typedFromBytesAsFromText(table: Int) {
        let schemas = [TableSchema.all[table], TableSchema.performanceMetrics(declaring: [])]
        for schema in schemas {
            var survived = 0
            defer { #expect(survived > 40, "\(schema.name)") }
            for seed in 0..<UInt64(12) {
                let text = Self.file(schema, rows: 40, seed: seed &* 31 &+ UInt64(table), semicolon: seed % 3 == 2)
                var packed = CSVReader.read(Array(text.utf8), file: "t.csv").0
                var plain = Self.positional(packed)
                let zone = TimeZone(identifier: seed % 2 == 0 ? "UTC" : "America/Chicago")!
                let decoder = TableDecoder(timeZone: zone, dateOrder: seed % 4 == 1 ? .dmy : nil)
                var d1 = Diagnostics(), d2 = Diagnostics()
                let fast = decoder.decode(&packed, schema: schema, diagnostics: &d1)
                let slow = decoder.decode(&plain, schema: schema, diagnostics: &d2)
                #expect(d1.items.map(\.description) == d2.items.map(\.description), "\(schema.name) \(seed)")
                #expect(Self.summary(fast) == Self.summary(slow), "\(schema.name) \(seed)")
                survived += fast.rows.count
            }
        }
    }

    /// Trimming on the bytes says what `trimmingSpaces` says, or leaves the cell to it.
    @Test func trimmedBytesAsTrimmedText() {
        let parts = [" ", "\t", "\r", "\n", "\u{A0}", "\u{FEFF}", "a", "é", "\"", ",", "©", "x y", ""]
        var g = Generator(state: 7)
        var plainCount = 0
        for _ in 0..<3000 {
            var s = ""
            for _ in 0..<g.next(5) { s += parts[g.next(parts.count)] }
            let csv = "a\n\"" + s.replacingOccurrences(of: "\"", with: "\"\"") + "\"\n"
            let table = CSVReader.read(Array(csv.utf8), file: "t.csv").0
            guard let row = table.rows.first, let (cells, first) = row.packed else {
                #expect(s.trimmingSpaces.isEmpty, "\(s.debugDescription) made no row")
                continue
            }
            let cell = cells.cells[first]
            #expect(cells.text(cell) == s)
            switch cells.trimmed(cell) {
            case .blank: #expect(s.trimmingSpaces.isEmpty, "\(s.debugDescription)")
            case .plain(let range):
                plainCount += 1
                #expect(cells.string(range) == s.trimmingSpaces, "\(s.debugDescription)")
            case .other: #expect(["\"", "\u{A0}", "\u{FEFF}", "©"].contains { s.contains($0) }, "\(s.debugDescription)")
            }
        }
        #expect(plainCount > 500)
    }

    /// Booleans and dates read from bytes: only the spellings the text rules read the same.
    @Test func boolsAndDatesFromBytes() {
        for word in ["true", "yes", "1", "false", "no", "0", "TRUE", "Yes", "y", "", "2", "tru", "falsey"] {
            let fast = Array(word.utf8).withUnsafeBufferPointer { TableDecoder.bool($0) }
            #expect(fast == (["true", "yes", "1", "false", "no", "0"].contains(word) ? TableDecoder.bool(word) : nil), "\(word)")
        }
        for date in ["2026-02-10", "2026-02-30", "2024-02-29", "2025-02-29", "0000-01-01", "9999-12-31", "2026-2-10", "2026/02/10",
                     "2026-02-1x", "2026-02-10 ", "+026-02-10"] {
            let fast = Array(date.utf8).withUnsafeBufferPointer { LocalDate(isoUTF8: $0) }
            #expect(fast == LocalDate(iso: date), "\(date)")
        }
    }
}
