/// "Nice" axis ticks: steps of 1, 2 or 5 times a power of ten, covering the data and zero.
///
/// Terminates for every input: values are clamped to ±1e300 (so spans and bounds stay finite),
/// NaN and infinities count as 0, and a span too small to tell apart from the values themselves
/// (< 1e-9 of their magnitude) is widened into a band around them.
struct NiceScale: Equatable, Sendable {
    let lower: Double
    let upper: Double
    let step: Double

    /// The largest magnitude a scale covers; beyond it values are clamped.
    static let limit = 1e300

    /// `includeZero: false` fits the axis to the data (for measurements such as sprint times,
    /// where a zero baseline flattens every change); counts keep zero in view.
    init(minimum: Double, maximum: Double, targetTicks: Int = 4, integral: Bool = false, includeZero: Bool = true) {
        func clamp(_ v: Double) -> Double { v.isFinite ? Swift.max(-Self.limit, Swift.min(Self.limit, v)) : 0 }
        let minValue = clamp(minimum), maxValue = clamp(maximum)
        var lo = includeZero ? Swift.min(0, minValue) : Swift.min(minValue, maxValue)
        var hi = includeZero ? Swift.max(0, maxValue) : Swift.max(minValue, maxValue)
        // Equal within a billionth of their size: 0.0000010 and 0.0000011 s are not equal.
        if hi - lo <= Swift.max(Swift.abs(lo), Swift.abs(hi)) * 1e-9 {
            // All equal (or no data): a band around the value.
            let pad = includeZero || lo == 0 ? 1 : Swift.abs(lo) * 0.05
            if includeZero { hi = lo + pad } else { lo -= pad; hi += pad }
        }
        let raw = (hi - lo) / Double(Swift.max(1, targetTicks))  // > 0 and finite (≤ 2.2e300)
        var power = 1.0
        // Both loops are bounded: raw lies in (0, 1e301], so each runs at most ~330 times.
        while power * 10 <= raw { power *= 10 }
        while power > raw, power > 0 { power /= 10 }
        let fraction = power > 0 ? raw / power : 1
        let nice: Double
        if fraction <= 1 { nice = 1 } else if fraction <= 2 { nice = 2 } else if fraction <= 5 { nice = 5 } else { nice = 10 }
        var step = nice * power
        if !step.isNormal || (integral && step < 1) { step = 1 }
        self.step = step
        self.lower = (lo / step).rounded(.down) * step
        self.upper = Swift.max((hi / step).rounded(.up) * step, self.lower + step)
    }

    /// The decimals that tell the ticks apart: those of the step (0.0005 → 4, 0.2 → 1, 50 → 0).
    var fractionDigits: Int {
        var digits = 0
        var scaled = step
        while digits < 20, abs(scaled - scaled.rounded()) > scaled * 1e-9 {
            scaled *= 10
            digits += 1
        }
        return digits
    }

    /// Tick values from lower to upper, both included.
    var ticks: [Double] {
        let count = Int(((upper - lower) / step).rounded())
        return (0...Swift.max(0, Swift.min(count, 20))).map { lower + Double($0) * step }
    }

    /// `value` mapped to `[0, 1]` of the scale.
    func fraction(_ value: Double) -> Double {
        guard value.isFinite else { return 0 }
        let f = (value - lower) / (upper - lower)
        return Swift.max(0, Swift.min(1, f))
    }
}
