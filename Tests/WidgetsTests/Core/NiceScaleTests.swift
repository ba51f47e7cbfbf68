import PropertyBased
import Testing
@testable import Widgets

@Suite struct NiceScaleTests {
    /// ±m·10^e with e in -300…300: every magnitude a metric could hold, and zero.
    static let extreme = Gen<Double>.oneOf(
        zip(Gen<Double>.double(in: 1...9.99), Gen<Int>.int(in: -300...300), Gen<Bool>.bool).map { m, e, negative in
            (negative ? -1 : 1) * m * pow10(e)
        },
        Gen<Double>.always(0), Gen<Double>.always(2e12), Gen<Double>.always(-1e300), Gen<Double>.always(1e300))

    static func pow10(_ e: Int) -> Double {
        var p = 1.0
        for _ in 0..<abs(e) { p = e < 0 ? p / 10 : p * 10 }
        return p
    }

    /// The scale is finite, increasing, has 2…21 distinct ticks and covers the (clamped) data.
    static func checkSane(_ s: NiceScale, _ a: Double, _ b: Double, includeZero: Bool,
                          sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(s.lower.isFinite && s.upper.isFinite && s.step.isFinite, sourceLocation: sourceLocation)
        #expect(s.step > 0 && s.lower < s.upper, "\(s)", sourceLocation: sourceLocation)
        let ticks = s.ticks
        #expect((2...21).contains(ticks.count), "\(ticks.count) ticks for \(a), \(b)", sourceLocation: sourceLocation)
        #expect(zip(ticks, ticks.dropFirst()).allSatisfy { $0 < $1 }, "\(ticks)", sourceLocation: sourceLocation)
        func clamp(_ v: Double) -> Double { v.isFinite ? max(-1e300, min(1e300, v)) : 0 }
        var values = [clamp(a), clamp(b)]
        if includeZero { values.append(0) }
        let slack = max(abs(s.lower), abs(s.upper)) * 1e-12
        #expect(s.lower <= values.min()! + slack && s.upper >= values.max()! - slack, "\(s) for \(a), \(b)",
                sourceLocation: sourceLocation)
    }

    static func parts(_ s: NiceScale) -> [Double] { [s.lower, s.upper, s.step] }

    @Test func everyFiniteInputGivesASaneScale() async {
        await propertyCheck(count: 2000, input: Self.extreme, Self.extreme, Gen<Bool>.bool, Gen<Bool>.bool,
                            Gen<Int>.int(in: -1...12)) { a, b, includeZero, integral, ticks in
            let s = NiceScale(minimum: min(a, b), maximum: max(a, b), targetTicks: ticks, integral: integral,
                              includeZero: includeZero)
            Self.checkSane(s, a, b, includeZero: includeZero)
        }
    }

    @Test func equalValuesGiveASaneScale() async {
        await propertyCheck(count: 500, input: Self.extreme, Gen<Bool>.bool) { v, includeZero in
            Self.checkSane(NiceScale(minimum: v, maximum: v, includeZero: includeZero), v, v, includeZero: includeZero)
        }
    }

    /// The repro: two velocities of 2e12 hung `build` (a negative step never shrank).
    @Test func twoTrillionTerminates() {
        let s = NiceScale(minimum: 2e12, maximum: 2e12, includeZero: false)
        #expect(Self.parts(s) == [1.9e12, 2.1e12, 5e10])
    }

    @Test func spansPastTheOldClampStayOrdered() {
        #expect(Self.parts(NiceScale(minimum: -3e12, maximum: 5e12)) == [-4e12, 6e12, 2e12])
        // Clamped to ±1e300: the bounds stay finite (a step of 5e299 lands a hair past 1e300).
        let s = NiceScale(minimum: -1e308, maximum: 1e308)
        #expect(Self.parts(s) == [-1.0000000000000002e300, 1.0000000000000002e300, 5.000000000000001e299])
    }

    @Test func nanAndInfinityCountAsZero() {
        let s = NiceScale(minimum: -.infinity, maximum: .nan)
        #expect(Self.parts(s) == [0, 1, 0.5])
        #expect(Self.parts(NiceScale(minimum: .nan, maximum: .infinity, includeZero: false)) == [-1, 1, 0.5])
    }

    /// Ordinary data keeps the scale it always had.
    @Test func ordinaryDataIsUnchanged() {
        #expect(Self.parts(NiceScale(minimum: 0, maximum: 87)) == [0, 100, 50])
        #expect(Self.parts(NiceScale(minimum: 4.41, maximum: 4.62, includeZero: false)) == [4.4, 4.7, 0.1])
    }
}
