import CQRencode

/// A QR code's modules, from libqrencode: the only file that imports CQRencode.
struct QRMatrix: Sendable, Equatable {
    /// Modules per side.
    var size: Int
    /// Row-major, true where the module is dark.
    var dark: [Bool]

    /// Error correction M (15 %), byte mode, the smallest version that holds `text`; nil when
    /// the text is too long for a QR code.
    init?(_ text: String) {
        guard !text.isEmpty, let code = QRcode_encodeString8bit(text, 0, QR_ECLEVEL_M) else { return nil }
        defer { QRcode_free(code) }
        let width = Int(code.pointee.width)
        size = width
        dark = (0..<(width * width)).map { code.pointee.data[$0] & 1 == 1 }
    }

    init(size: Int, dark: [Bool]) {
        self.size = size
        self.dark = dark
    }

    subscript(row: Int, column: Int) -> Bool { dark[row * size + column] }

    /// A block of dark modules, in modules: `width` × `height` from (`row`, `column`).
    struct Block: Sendable, Equatable {
        var row, column, width, height: Int
    }

    /// The dark modules as few rectangles: row by row, each run of dark modules not yet
    /// covered, grown downwards while the rows below have the same run. Every dark module is
    /// in exactly one block, no light one in any. cairo spends its time per rectangle of a
    /// path (analysing, replaying and printing each), and one per module made the résumé's two
    /// codes 5 of its 8 ms; blocks are a third as many (docs/performance.md, "Each part at its
    /// own limit").
    var blocks: [Block] {
        var covered = [Bool](repeating: false, count: dark.count)
        var out: [Block] = []
        for row in 0..<size {
            var column = 0
            while column < size {
                let i = row * size + column
                guard dark[i], !covered[i] else { column += 1; continue }
                var width = 1
                while column + width < size, dark[i + width], !covered[i + width] { width += 1 }
                var height = 1
                while row + height < size,
                      (0..<width).allSatisfy({ dark[(row + height) * size + column + $0] && !covered[(row + height) * size + column + $0] }) {
                    height += 1
                }
                for r in row..<(row + height) {
                    for c in column..<(column + width) { covered[r * size + c] = true }
                }
                out.append(Block(row: row, column: column, width: width, height: height))
                column += width
            }
        }
        return out
    }
}
