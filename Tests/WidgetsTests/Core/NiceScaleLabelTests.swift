import Foundation
import PropertyBased
import Testing
@testable import Widgets

/// Tick labels written with the scale's `fractionDigits` are distinct and increasing, from
/// sprint times in microseconds to counts in the billions.
@Suite struct NiceScaleLabelTests {
    /// `v` rounded to `digits` decimals, as a label would show it.
    static func label(_ v: Double, _ digits: Int) -> Decimal {
        var exact = Decimal(string: "\(v)") ?? Decimal(v)
        var rounded = Decimal()
        NSDecimalRound(&rounded, &exact, digits, .plain)
        return rounded
    }

    /// A magnitude between 1e-6 and 1e9, spread evenly over the decades.
    static let magnitude = Gen<Double>.double(in: -6...9).map { pow(10, $0) }
    /// How far apart two values of a set lie, relative to their size: 0.1 % to 1000 %.
    static let spread = Gen<Double>.double(in: -3...1).map { pow(10, $0) }

    @Test func labelsAtTheStepsDecimalsAreDistinctAndIncreasing() async {
        await propertyCheck(count: 2000, input: Self.magnitude, Self.spread) { base, spread in
            let scale = NiceScale(minimum: base, maximum: base * (1 + spread), includeZero: false)
            let digits = scale.fractionDigits
            let labels = scale.ticks.map { Self.label($0, digits) }
            #expect(zip(labels, labels.dropFirst()).allSatisfy { $0 < $1 }, "\(base) +\(spread): \(labels) at \(digits)")
        }
    }

    @Test(arguments: [(0.0, 87.0, true, 0), (4.41, 4.62, false, 1), (6.71, 6.9, false, 2), (0.0000011, 0.0000019, false, 7),
                      (1.2e9, 1.9e9, false, 0)])
    func fractionDigitsAreTheSteps(minimum: Double, maximum: Double, includeZero: Bool, digits: Int) {
        #expect(NiceScale(minimum: minimum, maximum: maximum, includeZero: includeZero).fractionDigits == digits)
    }

    /// The case: 0.001 and 0.002 s read 0.001 / 0.002 / 0.002 at three decimals.
    @Test func smallSprintTimesGetTheirOwnTicks() {
        let scale = NiceScale(minimum: 0.001, maximum: 0.002, includeZero: false)
        #expect(scale.ticks.map { Self.label($0, scale.fractionDigits) }
                == [Decimal(string: "0.001")!, Decimal(string: "0.0015")!, Decimal(string: "0.002")!])
        #expect(scale.fractionDigits == 4)
    }
}
