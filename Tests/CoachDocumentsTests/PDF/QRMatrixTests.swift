import Testing
@testable import CoachDocuments

/// A QR code's dark modules as few rectangles (`QRMatrix.blocks`), which the résumé fills.
@Suite struct QRMatrixTests {
    /// ```
    /// ##.#
    /// ##.#
    /// .###
    /// #..#
    /// ```
    @Test func exactBlocksOfASmallMatrix() {
        let m = QRMatrix(size: 4, dark: [true, true, false, true,
                                         true, true, false, true,
                                         false, true, true, true,
                                         true, false, false, true])
        #expect(m.blocks == [
            .init(row: 0, column: 0, width: 2, height: 2),
            .init(row: 0, column: 3, width: 1, height: 4),
            .init(row: 2, column: 1, width: 2, height: 1),
            .init(row: 3, column: 0, width: 1, height: 1),
        ])
    }

    /// Every dark module in exactly one block, no light one in any, for real codes.
    @Test(arguments: ["https://example.org/ana-diaz/coach/", "https://www.hudl.com/profile/123456", String(repeating: "x", count: 300)])
    func blocksCoverExactlyTheDarkModules(text: String) throws {
        let m = try #require(QRMatrix(text))
        var count = [Int](repeating: 0, count: m.size * m.size)
        for b in m.blocks {
            for r in b.row..<(b.row + b.height) { for c in b.column..<(b.column + b.width) { count[r * m.size + c] += 1 } }
        }
        #expect(count == m.dark.map { $0 ? 1 : 0 })
        #expect(m.blocks.count * 2 < m.dark.filter { $0 }.count)
    }
}
