import Testing
@testable import SiteData

@Suite struct RoundingTests {
    @Test(arguments: [
        (1, 8, 13), (1, 200, 1), (3, 8, 38), (0, 5, 0), (5, 5, 100), (1, 3, 33), (2, 3, 67),
        (1, 400, 0), (-1, 8, -13), (7, 4, 175),
    ])
    func pctRoundsHalvesAwayFromZero(a: Int, b: Int, expected: Int) {
        #expect(Rounding.pct(a, b) == expected)
    }

    /// The shares a breakdown shows beside its counts: each `pct` of the total, which is
    /// returned too; none at all when the total is 0. Shares need not add up to 100.
    @Test func sharesOfTheirTotal() {
        #expect(Rounding.shares([1, 1, 2]) == (4, [25, 25, 50]))
        #expect(Rounding.shares([1, 1, 1]) == (3, [33, 33, 33]))
        #expect(Rounding.shares([1, 7]) == (8, [13, 88]))
        #expect(Rounding.shares([0, 0]) == (0, [nil, nil]))
        #expect(Rounding.shares([]) == (0, []))
    }

    @Test func pctOfZeroIsNil() {
        #expect(Rounding.pct(0, 0) == nil)
        #expect(Rounding.pct(3, 0) == nil)
    }

    @Test(arguments: [
        (0.05, 0.1), (12.25, 12.3), (0.15, 0.2), (2.675, 2.7), (0.04, 0.0), (-0.05, -0.1),
        (-12.25, -12.3), (99.95, 100.0), (1.0, 1.0), (33.333333333333336, 33.3), (0.0, 0.0),
    ])
    func oneDecimal(x: Double, expected: Double) {
        #expect(Rounding.oneDecimal(x) == expected)
    }

    @Test(arguments: [
        (1.005, 2, 1.01), (2.675, 2, 2.68), (0.3455, 3, 0.346), (0.1 + 0.2, 2, 0.3), (1e-7, 2, 0.0),
        (123456.785, 2, 123456.79), (9.9999, 3, 10.0), (5.5, 0, 6.0), (-5.5, 0, -6.0),
    ])
    func roundPlaces(x: Double, places: Int, expected: Double) {
        #expect(Rounding.round(x, places: places) == expected)
    }

    @Test(arguments: [(1, 8, 12.5), (1, 3, 33.3), (2, 3, 66.7), (1, 2000, 0.1), (1, 2001, 0.0), (4, 4, 100.0)])
    func percentOneDecimal(a: Int, b: Int, expected: Double) {
        #expect(Rounding.percentOneDecimal(a, b) == expected)
    }

    @Test func percentOneDecimalOfZeroIsNil() {
        #expect(Rounding.percentOneDecimal(0, 0) == nil)
    }

    /// (3.8 + 3.81) / 2 is 3.8049999999999997 in binary and showed as 3.80; the decimal mean is
    /// 3.805, which shows as 3.81 everywhere.
    @Test func meanIsComputedOnDecimalValues() throws {
        let mean = try #require(Rounding.mean([3.8, 3.81]))
        #expect(mean == 3.805)
        #expect(Rounding.round(mean, places: 2) == 3.81)
        #expect(Rounding.mean([]) == nil)
        #expect(Rounding.mean([1e300, 1e300]) == 1e300)  // beyond Decimal: the sorted-sum fallback
    }

    /// A binary sum depends on the order of the rows (a folder and a database list them
    /// differently); the decimal mean does not.
    @Test func meanDoesNotDependOnRowOrder() {
        let forward: Double = (0.15 + 0.25 + 0.45) / 3
        let backward: Double = (0.45 + 0.25 + 0.15) / 3
        #expect(forward != backward)
        #expect(Rounding.mean([0.15, 0.25, 0.45]) == Rounding.mean([0.45, 0.25, 0.15]))
        #expect(Rounding.mean([0.15, 0.25, 0.45]) == 0.2833333333333333)
    }

    @Test(arguments: [
        (3.975, 2, false, "3", "98"), (-3.975, 2, true, "3", "98"), (0.0049, 2, false, "0", "00"),
        (1e21, 0, false, "1000000000000000000000", ""), (2.5, 0, false, "3", ""), (0.3125, 3, false, "0", "313"),
    ])
    func displayRoundsHalvesAwayFromZeroOnTheDecimalValue(x: Double, places: Int, negative: Bool, whole: String, fraction: String) throws {
        let r = try #require(Rounding.display(x, places: places))
        #expect(r.negative == negative && r.whole == whole && r.fraction == fraction)
    }

    @Test func displayOfNonFiniteIsNil() {
        #expect(Rounding.display(.nan, places: 2) == nil)
        #expect(Rounding.display(.infinity, places: 2) == nil)
    }
}
