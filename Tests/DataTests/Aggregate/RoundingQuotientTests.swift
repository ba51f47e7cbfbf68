import Foundation
import FileTestSupport
import Testing
@testable import SiteData

/// `Rounding.quotient`: the mean's last step, one double division where both operands are
/// exact doubles, checked against the `Decimal` division and printing it replaced.
@Suite struct RoundingQuotientTests {
    @Test func fixedCases() {
        #expect(Rounding.quotient(0, exponent: 0, count: 3) == 0)
        #expect(Rounding.quotient(0, exponent: 0, count: 3)?.sign == .plus)
        #expect(Rounding.quotient(2055, exponent: -2, count: 3) == 6.85)
        #expect(Rounding.quotient(-7, exponent: -1, count: 2) == -0.35)
        #expect(Rounding.quotient(7950, exponent: -3, count: 2) == 3.975)
        // Beyond the fast path's bounds: the Decimal division.
        #expect(Rounding.quotient(Int64.max, exponent: 0, count: 1) == 9.223372036854776e18)
        #expect(Rounding.quotient(1, exponent: -18, count: 3) == 3.3333333333333334e-19)
    }

    /// Every quotient equal to the Decimal path's: random sums and counts, sums near 2^53, and
    /// quotients near a midpoint between doubles (odd multiples of half a spacing times the
    /// divisor, nudged by one).
    @Test func sameAsDecimalDivision() {
        var rng = SplitMix(seed: 44)
        var differences: [String] = []
        func check(_ sum: Int64, _ exponent: Int, _ count: Int) {
            let fast = Rounding.quotient(sum, exponent: exponent, count: count)
            let reference = Rounding.decimalQuotient(sum, exponent: exponent, count: count)
            if fast != reference || fast?.sign != reference?.sign {
                differences.append("\(sum)e\(exponent)/\(count): \(String(describing: fast)) vs \(String(describing: reference))")
            }
        }
        for _ in 0..<20_000 {
            let exponent = -Int(rng.next() % 10)
            let count = 1 + Int(rng.next() % (rng.next() % 2 == 0 ? 12 : 5_000))
            let sum: Int64
            switch rng.next() % 4 {
            case 0: sum = Int64(bitPattern: rng.next()) % 1_000_000
            case 1: sum = Int64(bitPattern: rng.next()) % (1 << 53)
            case 2: sum = (1 << 53) - 1 - Int64(rng.next() % 1_000)
            default:
                // Near d·m, m a midpoint: sum = d·(2k+1)·2^-j, the nearest integers.
                var d = count
                for _ in 0..<(-exponent) { d *= 10 }
                let q = Double(rng.next() % 1_000_000) + Double(rng.next() % 1_000) / 1_000
                let midpoint = q + q.ulp / 2
                let target = (midpoint * Double(d)).rounded()
                guard target.magnitude < 9e18 else { continue }
                for delta: Int64 in [-1, 0, 1] { check(Int64(target) + delta, exponent, count) }
                continue
            }
            check(sum, exponent, count)
        }
        #expect(differences == [])
    }
}
