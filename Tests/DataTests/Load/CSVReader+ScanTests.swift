import FileTestSupport
import Testing
@testable import SiteData

/// The eight-bytes-at-a-time scan stops where a byte-by-byte scan stops and counts the same
/// columns; whole generated files read back cell for cell, at the line and column each cell
/// was written at (UTF-8 with and without a BOM, CRLF and LF, Windows-1252).
@Suite struct CSVReaderScanTests {
    static func byteByByte(_ u: [UInt8], from: Int, column: Int, stops: [UInt8]) -> (Int, Int) {
        var j = from, c = column
        while j < u.count, !stops.contains(u[j]) {
            if u[j] & 0xC0 != 0x80 { c += 1 }
            j += 1
        }
        return (j, c)
    }

    @Test func scanStopsAndCountsAsByteByByte() {
        var random = SplitMix(seed: 0x5CA7)
        let alphabet: [[UInt8]] = ["a", "Z", " ", "é", "\u{1F3A5}", "ł", "\"", ",", ";", "\r", "\n", "=", "\t"].map { Array($0.utf8) }
            + [[0x80], [0xBF], [0xC0], [0x92], [0xE9], [0x00], [0xFF]]
        for _ in 0..<3_000 {
            var bytes: [UInt8] = []
            // Long runs of one piece, so that whole words hold no stop byte.
            for _ in 0..<(random.next() % 12) {
                let piece = alphabet[Int(random.next() % UInt64(alphabet.count))]
                for _ in 0..<(1 + random.next() % 20) { bytes += piece }
            }
            let stops: (UInt8, UInt8, UInt8, UInt8) = random.next() % 2 == 0 ? (0x22, 0x2C, 0x0D, 0x0A) : (0x22, 0x22, 0x0D, 0x0A)
            let from = bytes.isEmpty ? 0 : Int(random.next() % UInt64(bytes.count))
            let fast = bytes.withUnsafeBufferPointer { CSVReader.Parser.scan($0, from: from, column: 7, stops: stops) }
            let slow = Self.byteByByte(bytes, from: from, column: 7, stops: [stops.0, stops.1, stops.2, stops.3])
            #expect(fast.index == slow.0 && fast.column == slow.1, "\(bytes) from \(from)")
        }
    }

    /// A generated file, and each cell's text, line and column as written.
    static func file(seed: UInt64, latin1: Bool) -> (text: String, cells: [[(String?, Int, Int)]]) {
        var random = SplitMix(seed: seed)
        let texts = ["plain", "Żółw" , "José", "=SUM(A1)", "+1 555", "-2", "@x", "a long cell that runs over many words",
                     "café\u{A0}", "ünï", "", "🎥 clip"].filter { !latin1 || $0.unicodeScalars.allSatisfy { $0.value < 0x100 } }
        let columns = 5
        var out = "id,a,b,c,d\n"
        var line = 2
        var cells: [[(String?, Int, Int)]] = []
        for r in 0..<200 {
            let newline = random.next() % 3 == 0 ? "\r\n" : "\n"
            var row: [(String?, Int, Int)] = []
            var column = 1
            for k in 0..<columns {
                if k > 0 { out += ","; column += 1 }
                let startLine = line, startColumn = column
                var text: String? = k == 0 ? "r\(r)" : texts[Int(random.next() % UInt64(texts.count))]
                let quoted = k > 0 && random.next() % 3 == 0
                if quoted {
                    var inner = text!
                    if random.next() % 2 == 0 { inner += "\"\"said\"\" \(newline)more" }
                    let written = "\"" + inner + "\""
                    out += written
                    text = inner.replacingOccurrences(of: "\"\"", with: "\"")
                    // Bytes, not Characters: CRLF is one Character.
                    let parts = written.utf8.split(separator: 0x0A, omittingEmptySubsequences: false)
                    line += parts.count - 1
                    column = parts.count > 1 ? String(decoding: parts.last!, as: UTF8.self).unicodeScalars.count + 1
                        : column + written.unicodeScalars.count
                } else {
                    out += text!
                    column += text!.unicodeScalars.count
                    if text!.isEmpty { text = nil }
                }
                row.append((text, startLine, startColumn))
            }
            out += newline
            line += 1
            cells.append(row)
        }
        return (out, cells)
    }

    @Test(arguments: [(1, false, false), (2, true, false), (3, false, true), (4, true, true)] as [(UInt64, Bool, Bool)])
    func generatedFilesReadBackCellForCell(seed: UInt64, bom: Bool, latin1: Bool) {
        let (text, expected) = Self.file(seed: seed, latin1: latin1)
        var bytes = latin1 ? text.unicodeScalars.map { UInt8($0.value) } : Array(text.utf8)
        if bom, !latin1 { bytes = [0xEF, 0xBB, 0xBF] + bytes }
        let (table, diagnostics) = CSVReader.read(bytes, file: "g.csv")
        #expect(diagnostics.items.count == (latin1 ? 1 : 0))
        if latin1 {
            // At the first byte above 7F, counted as the conversion counts (LF ends a line).
            var line = 1, column = 1
            for b in bytes {
                if b >= 0x80 { break }
                if b == 0x0A { line += 1; column = 1 } else { column += 1 }
            }
            let warning = diagnostics.items.first?.description ?? ""
            #expect(warning.hasPrefix("g.csv:\(line):\(column): warning: this file is not UTF-8"), "\(warning)")
        }
        #expect(table.rows.count == expected.count)
        for (row, want) in zip(table.rows, expected) {
            for (k, name) in table.columns.enumerated() {
                let cell = table.cells(of: row)[name]
                #expect(cell?.text == want[k].0, "\(name) of \(want[0])")
                #expect(cell?.location.line == want[k].1 && cell?.location.column == want[k].2, "\(name) of \(want[0])")
            }
        }
    }
}
