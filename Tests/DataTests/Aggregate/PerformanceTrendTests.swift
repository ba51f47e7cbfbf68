import Foundation
import FileTestSupport
import Testing
@testable import SiteData

/// `Performance.trend`'s integer comparison (`windowSums`) against the `Decimal` one it stands
/// in for, on generated values: exactly ±1 % changes, ties, negatives, many decimals.
@Suite struct PerformanceTrendTests {
    /// The trend by `Decimal` sums, the rule as first written.
    static func reference(_ values: [Double], lowerIsBetter: Bool) -> PerformanceModel.Trend? {
        guard values.count >= 2 else { return nil }
        let k = min(3, values.count / 2)
        let first = values.prefix(k).map(Performance.decimal).reduce(Decimal(0), +)
        let last = values.suffix(k).map(Performance.decimal).reduce(Decimal(0), +)
        if last * 100 > first * 101 { return lowerIsBetter ? .declining : .improving }
        if last * 100 < first * 99 { return lowerIsBetter ? .improving : .declining }
        return .stable
    }

    @Test func windowSumsInMillionths() {
        let sums = Performance.windowSums([1.5, 2, 0.000001, 4], k: 2)
        #expect(sums?.first == 3_500_000 && sums?.last == 4_000_001)
        #expect(Performance.windowSums([1e10, 2], k: 1) == nil)
        #expect(Performance.windowSums([0.0000001, 2], k: 1) == nil)
    }

    @Test func sameAsDecimal() {
        var rng = SplitMix(seed: 101)
        var differences: [String] = []
        for _ in 0..<20_000 {
            let n = 2 + Int(rng.next() % 7)
            var values = (0..<n).map { _ -> Double in
                switch rng.next() % 5 {
                case 0: return Double(Int64(bitPattern: rng.next()) % 100_000) / 100
                case 1: return Double(rng.next() % 200)
                case 2: return Double(rng.next() % 10_000_000) / 10_000_000  // seven decimals
                case 3: return Double(rng.next() % 1_000_000) / 1_000 + 0.1
                default: return 1e9 + Double(rng.next() % 100)  // beyond the integer path
                }
            }
            if rng.next() % 3 == 0 {
                // The last value made exactly 1 % above or below the first (k = 1 when n < 4).
                let factor = rng.next() % 2 == 0 ? 1.01 : 0.99
                values[values.count - 1] = Double(String(format: "%.6f", values[0] * factor))!
            }
            for lower in [false, true] {
                let fast = Performance.trend(values, lowerIsBetter: lower)
                let slow = Self.reference(values, lowerIsBetter: lower)
                if fast != slow { differences.append("\(values) \(lower): \(String(describing: fast)) vs \(String(describing: slow))") }
            }
        }
        #expect(differences == [])
    }
}
