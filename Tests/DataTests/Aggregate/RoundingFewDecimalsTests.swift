import Foundation
import FileTestSupport
import Testing
@testable import SiteData

/// `Rounding.fewDecimals`: the value of a double's shortest spelling without printing it, for
/// measurements below 10^9 with at most 6 decimals; `mean` sums those.
@Suite struct RoundingFewDecimalsTests {
    /// The value `DecimalDigits` reads from the shortest spelling, as `m·10^e`.
    static func spelled(_ x: Double) -> Decimal {
        let d = DecimalDigits(x)!
        return Decimal(string: d.plain, locale: Locale(identifier: "en_US_POSIX"))!
    }

    static func value(_ p: (mantissa: Int64, exponent: Int)) -> Decimal {
        Decimal(sign: p.mantissa < 0 ? .minus : .plus, exponent: p.exponent, significand: Decimal(p.mantissa.magnitude))
    }

    @Test(arguments: [
        (0.0, 0 as Int64, 0), (-0.0, 0, 0), (7.0, 7, 0), (120.0, 120, 0), (6.71, 671, -2), (-3.5, -35, -1),
        (0.345, 345, -3), (0.000001, 1, -6), (89.2, 892, -1), (999_999_999.5, 9_999_999_995, -1),
    ])
    func exactParts(x: Double, mantissa: Int64, exponent: Int) {
        let p = Rounding.fewDecimals(x)
        #expect(p?.mantissa == mantissa && p?.exponent == exponent)
    }

    /// More than 6 decimals, past 10^9, or not finite: left to the printed spelling.
    @Test(arguments: [0.1 + 0.2, 0.0000001, 1e9, 1e300, 1.0 / 3.0, Double.infinity, Double.nan, 5e-324])
    func otherValuesAreNil(x: Double) {
        #expect(Rounding.fewDecimals(x) == nil)
    }

    /// Every value it answers for is the shortest spelling's value: 20,000 doubles parsed
    /// from decimal texts of 0 to 8 decimals and up to 10 digits before the point.
    @Test func equalsTheShortestSpelling() {
        var state: UInt64 = 7
        func next(_ bound: UInt64) -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return (state >> 33) % bound
        }
        var answered = 0
        for _ in 0..<20_000 {
            let decimals = Int(next(9)), whole = next(10_000_000_000)
            let fraction = decimals == 0 ? "" : "." + String(String(next(100_000_000)).suffix(decimals))
            let x = Double((next(2) == 0 ? "-" : "") + String(whole >> next(34)) + fraction)!
            guard let p = Rounding.fewDecimals(x) else { continue }
            answered += 1
            #expect(Self.value(p) == Self.spelled(x), "\(x)")
        }
        #expect(answered > 10_000)
    }

    /// The mean summed from the spelled values as `Decimal`s (the rule `mean` follows).
    static func referenceMean(_ values: [Double]) -> Double {
        let sum = values.reduce(Decimal(0)) { $0 + spelled($1) }
        return Double((sum / Decimal(values.count)).description)!
    }

    /// `mean` with the parts equals the mean of the spelled values: fixed cases (checked with
    /// Python's decimal module at 38 digits) and 3,000 generated tables' columns.
    @Test func meanOfMeasurements() {
        #expect(Rounding.mean([6.71, 6.8, 7.05]) == 6.8533333333333335)
        #expect(Rounding.mean([0.1, 0.2]) == 0.15)
        #expect(Rounding.mean([89.2, 90.3, 88.0, 89.6]) == 89.275)
        #expect(Rounding.mean([0.1 + 0.2, 0.3]) == 0.30000000000000004)
        #expect(Rounding.mean([120, 130, 1e9]) == 333_333_416.6666667)
        var rng = SplitMix(seed: 11)
        var differences = 0
        for _ in 0..<3_000 {
            let values = (0...(rng.next() % 12)).map { _ -> Double in
                switch rng.next() % 4 {
                case 0: return Double(Int64(bitPattern: rng.next()) % 100_000) / 100  // 6.71, -312.5
                case 1: return Double(rng.next() % 1_000)  // whole
                case 2: return Double(Int64(bitPattern: rng.next()) % 10_000_000) / 10_000_000  // seven decimals
                default: return Double(rng.next() % 1_000_000) / 1_000 + 0.1  // sums that print long
                }
            }
            if Rounding.mean(values) != Self.referenceMean(values) { differences += 1 }
        }
        #expect(differences == 0)
    }
}
