import Testing
@testable import CoachDocuments

@Suite struct ColourCountsTests {
    /// Numbers in the order first seen, counts added, and nothing lost when the table grows
    /// (5,000 colours in a table made for 16).
    @Test func countsAndGrows() {
        var table = ColourCounts(capacity: 8)
        #expect(table.add(0x00FF_FFFF, pixels: 10) == 0)
        #expect(table.add(0x0000_0000, pixels: 1) == 1)
        #expect(table.add(0x00FF_FFFF, pixels: 5) == 0)
        for k in 0..<5_000 { _ = table.add(UInt32(k) * 0x0101 + 7, pixels: k) }
        for k in 0..<5_000 { #expect(table.add(UInt32(k) * 0x0101 + 7, pixels: 1) == k + 2) }
        #expect(table.colours.count == 5_002)
        #expect(Array(table.counts.prefix(4)) == [15, 1, 1, 2])
        #expect(table.counts[5_001] == 5_000)
    }
}
