import Testing
@testable import SiteGen

/// The variants of a page with date ranges: every range the spec names, in its order, each
/// with its model; none is skipped.
@Suite struct RangeVariantTests {
    @Test func everyRangeInSpecOrderWithItsModelAndOneDefault() {
        var asked: [String] = []
        let variants = RangeVariant<String, Int>.select(["b", "a", "c"], default: "a") { range in
            asked.append(range)
            return range.count * 10
        }
        #expect(variants.map(\.range) == ["b", "a", "c"])
        #expect(variants.map(\.model) == [10, 10, 10])
        #expect(variants.map(\.isDefault) == [false, true, false])
        #expect(asked == ["b", "a", "c"])
        #expect(variants.map { $0.folder { $0 } } == ["b", nil, "c"])
    }
}
