import Testing
@testable import SiteData

/// `sortedByIndices(by:)` gives what `sorted(by:)` gives, equal elements in their order.
@Suite struct ArraySortedByIndicesTests {
    @Test(arguments: [0, 1, 2, 7, 40, 300]) func sameAsSortedWithTiesInOrder(count: Int) {
        var state: UInt64 = UInt64(count) &+ 1
        func next(_ bound: UInt64) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % bound)
        }
        // Keys with many ties; the label tells equal keys apart, so a broken stability shows.
        let rows = (0..<count).map { i in (key: "k\(next(5))", label: "row \(i) <Zoë>") }
        let byKey: ((key: String, label: String), (key: String, label: String)) -> Bool = { codePointLess($0.key, $1.key) }
        #expect(rows.sortedByIndices(by: byKey).map(\.label) == rows.sorted(by: byKey).map(\.label))
        #expect(rows.sortedByIndices(by: byKey).map(\.key) == rows.map(\.key).sorted(by: codePointLess))
    }
}
