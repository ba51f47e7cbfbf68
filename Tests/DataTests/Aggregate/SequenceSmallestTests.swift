import Testing
@testable import SiteData

@Suite struct SequenceSmallestTests {
    struct Row: Equatable { let key: Int; let tag: String }

    @Test func givesTheSortedPrefix() {
        let values = [5, 3, 9, 1, 7, 3, 8, 2, 6, 0, 4]
        #expect(values.smallest(3, by: <) == [0, 1, 2])
        #expect(values.smallest(3, by: >) == [9, 8, 7])
        #expect(values.smallest(100, by: <) == [0, 1, 2, 3, 3, 4, 5, 6, 7, 8, 9])
        #expect(values.smallest(0, by: <) == [])
        #expect([Int]().smallest(10, by: <) == [])
    }

    @Test func equalElementsKeepTheirOrderLikeSorted() {
        let rows = [Row(key: 2, tag: "a"), Row(key: 1, tag: "b"), Row(key: 2, tag: "c"),
                    Row(key: 1, tag: "d"), Row(key: 2, tag: "e"), Row(key: 0, tag: "f")]
        let expected = [Row(key: 0, tag: "f"), Row(key: 1, tag: "b"), Row(key: 1, tag: "d"), Row(key: 2, tag: "a")]
        #expect(rows.smallest(4) { $0.key < $1.key } == expected)
        for k in 0...7 {
            #expect(rows.smallest(k) { $0.key < $1.key } == Array(rows.sorted { $0.key < $1.key }.prefix(k)))
        }
    }

    @Test func matchesSortedPrefixOnAPseudoRandomSequence() {
        // A fixed linear congruential sequence with many repeats.
        var x: UInt32 = 12345
        let values: [Int] = (0..<2000).map { _ in x = x &* 1_103_515_245 &+ 12345; return Int(x >> 16) % 97 }
        let rows = values.enumerated().map { Row(key: $0.element, tag: String($0.offset)) }
        #expect(rows.smallest(10) { $0.key > $1.key } == Array(rows.sorted { $0.key > $1.key }.prefix(10)))
        #expect(rows.smallest(10) { $0.key > $1.key }.map(\.tag).prefix(3) == ["41", "88", "109"])
    }
}
