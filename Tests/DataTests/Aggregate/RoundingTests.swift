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

    @Test func averagePlaces() {
        #expect(Rounding.averagePlaces(for: .battingAvg) == 3)
        #expect(Rounding.averagePlaces(for: .velocity) == 2)
        #expect(Rounding.averagePlaces(for: .era) == 2)
    }
}
