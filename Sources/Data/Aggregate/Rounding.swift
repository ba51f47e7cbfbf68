import Foundation

/// Rounding rules of `docs/numbers.md` ("Rounding for display"), exact where binary floating point is not.
///
/// Every rule rounds halves away from zero, on the decimal value the reader sees: `0.05` rounds
/// to `0.1` and `12.25` to `12.3`, although neither is exactly representable as a `Double`.
public enum Rounding {
    /// The total of `counts` and each count's share of it (`pct`), in order; every share nil
    /// when the total is 0. `shares([1, 1, 2]) == (4, [25, 25, 50])`.
    public static func shares(_ counts: [Int]) -> (total: Int, shares: [Int?]) {
        let total = counts.reduce(0, +)
        return (total, counts.map { pct($0, total) })
    }

    /// `round(100·a/b)` to a whole number, halves away from zero; nil when `b` is 0.
    ///
    /// `pct(1, 8) == 13`, `pct(1, 200) == 1`, `pct(3, 8) == 38`.
    public static func pct(_ a: Int, _ b: Int) -> Int? {
        guard b != 0 else { return nil }
        return divideRounded(100 * a, b)
    }

    /// `100·a/b` with one decimal, halves away from zero; nil when `b` is 0.
    ///
    /// Computed on integers (tenths of a percent), so `percentOneDecimal(1, 8) == 12.5` and
    /// `percentOneDecimal(1, 3) == 33.3`.
    public static func percentOneDecimal(_ a: Int, _ b: Int) -> Double? {
        guard b != 0 else { return nil }
        return Double(divideRounded(1000 * a, b)) / 10
    }

    /// `x` rounded to one decimal, halves away from zero on its shortest decimal spelling.
    public static func oneDecimal(_ x: Double) -> Double { round(x, places: 1) }

    /// `x` rounded to `places` decimals (0…15), halves away from zero on its shortest decimal
    /// spelling (`round(1.005, places: 2) == 1.01`). Non-finite values come back unchanged.
    public static func round(_ x: Double, places: Int) -> Double {
        guard x.isFinite, let d = DecimalDigits(x) else { return x }
        return d.rounded(places: max(0, min(places, 15))).doubleValue
    }

    /// How many decimals a measurement is shown with: `places`, or, when `x` is not 0 but
    /// would show as 0 at `places`, enough for `significantDigits` significant digits, so 0.0015 s reads 0.0015 s, never 0 s. The rule is monotone (a larger value never
    /// shows smaller), so an average shown with it always lies between the minimum and the
    /// maximum shown with it.
    public static func measurementPlaces(_ x: Double, places: Int, significantDigits: Int = 2) -> Int {
        // At least twice 10^-places (that power is a double within an ulp), `x` cannot show as
        // 0, so it keeps `places`: no spelling made for most values (a mark, an average).
        if (0...15).contains(places), x.isFinite, x.magnitude >= 2 * Rounding.negativePowers[places] { return places }
        return measurementPlacesBySpelling(x, places: places, significantDigits: significantDigits)
    }

    /// `measurementPlaces` read off the decimal spellings of `x`: the rule itself.
    static func measurementPlacesBySpelling(_ x: Double, places: Int, significantDigits: Int) -> Int {
        guard x != 0, x.isFinite, significantDigits > 0, let rounded = display(x, places: places),
              (rounded.whole + rounded.fraction).allSatisfy({ $0 == "0" }),
              let exact = display(x, places: 340),
              let firstDigit = exact.fraction.firstIndex(where: { $0 != "0" })
        else { return places }
        let leadingZeros = exact.fraction.distance(from: exact.fraction.startIndex, to: firstDigit)
        return leadingZeros + significantDigits
    }

    /// 10^-k for k in 0…15.
    static let negativePowers: [Double] = (0...15).map { 1 / pow(10, Double($0)) }

    /// `x` rounded as a measurement is shown (`measurementPlaces`): 0.0015 at 2 places stays
    /// 0.0015, 12.345 becomes 12.35. For averages written to CSV and JSON.
    public static func roundMeasurement(_ x: Double, places: Int, significantDigits: Int = 2) -> Double {
        round(x, places: measurementPlaces(x, places: places, significantDigits: significantDigits))
    }

    /// The display rounding: `x` to `places` decimals, halves away from zero on its shortest
    /// decimal spelling (3.975 → 3.98), as sign, whole digits (at least `0`) and exactly
    /// `places` fraction digits. Every page, CSV and report formats numbers through this one
    /// function (`LocaleFormatter` adds separators), so they never disagree. nil when not finite.
    public static func display(_ x: Double, places: Int) -> (negative: Bool, whole: String, fraction: String)? {
        guard x.isFinite, let d = DecimalDigits(x) else { return nil }
        let places = max(0, min(places, 340))
        let r = d.rounded(places: places)
        let zero = UInt8(ascii: "0")
        let digits = r.digits, point = r.point
        // Digit `k` of the plain spelling, counted from the decimal point (zeros beyond the
        // digits); both strings written in place.
        func digit(_ k: Int) -> UInt8 { k >= 0 && k < digits.count ? digits[k] : zero }
        let whole = point <= 0 ? "0" : String(unsafeUninitializedCapacity: point) { buffer in
            for k in 0..<point { buffer[k] = digit(k) }
            return point
        }
        let fraction = String(unsafeUninitializedCapacity: places) { buffer in
            for k in 0..<places { buffer[k] = digit(point + k) }
            return places
        }
        return (r.negative, whole, fraction)
    }

    /// The mean of `values`, computed on their decimal spellings (`Decimal`, 38 digits), so it
    /// does not depend on the order the rows came in (a folder and a database give the same
    /// bits) and (3.95 + 4.0) / 2 is 3.975, not 3.9749999999999996. Values beyond `Decimal`'s
    /// range fall back to a sum in ascending order. nil for no values.
    public static func mean(_ values: [Double]) -> Double? {
        guard !values.isEmpty else { return nil }
        if let mean = exactMeanInIntegers(values) { return mean }
        var sum = Decimal(0)
        var exact = true
        for v in values {
            guard let d = DecimalDigits(v), abs(d.point) < 100,
                  let dec = Decimal(string: d.plain, locale: posix) else { exact = false; break }
            sum += dec
        }
        if exact {
            let mean = sum / Decimal(values.count)
            if let x = Double(mean.description), x.isFinite { return x }
        }
        return values.sorted().reduce(0, +) / Double(values.count)
    }

    private static let posix = Locale(identifier: "en_US_POSIX")

    /// `mean`'s exact path without parsing a `Decimal` per value: each value's shortest digits
    /// scaled to the finest of their exponents and summed as an `Int64`, one `Decimal` division
    /// at the end (the same sum, so the same mean). Nil when a value has more than 18 digits,
    /// or more than 18 decimals, or the sum would overflow: `mean` then sums `Decimal`s.
    private static func exactMeanInIntegers(_ values: [Double]) -> Double? {
        var parts: [(negative: Bool, mantissa: Int64, exponent: Int)] = []
        parts.reserveCapacity(values.count)
        var finest = 0
        for v in values {
            if let (m, e) = fewDecimals(v) {
                parts.append((m < 0, m < 0 ? -m : m, e))
                finest = min(finest, e)
                continue
            }
            guard let d = DecimalDigits(v), abs(d.point) < 100, d.digits.count <= 18 else { return nil }
            var m: Int64 = 0
            for c in d.digits { m = m * 10 + Int64(c &- UInt8(ascii: "0")) }
            let e = d.point - d.digits.count
            parts.append((d.negative, m, e))
            finest = min(finest, e)
        }
        guard finest >= -18 else { return nil }
        var sum: Int64 = 0
        for p in parts {
            var x = p.mantissa
            for _ in 0..<(p.exponent - finest) {
                let (r, overflow) = x.multipliedReportingOverflow(by: 10)
                if overflow { return nil }
                x = r
            }
            let (r, overflow) = p.negative ? sum.subtractingReportingOverflow(x) : sum.addingReportingOverflow(x)
            if overflow { return nil }
            sum = r
        }
        return quotient(sum, exponent: finest, count: values.count)
    }

    /// `sum·10^exponent / count` (`exponent` ≤ 0, `count` > 0) as the double nearest the
    /// 38-digit `Decimal` quotient, the rule `mean` has always used. Nil when that quotient is
    /// not a finite double.
    ///
    /// When `|sum| < 2^53` and `d = count·10^-exponent < 2^32`, both are exact doubles and one
    /// IEEE division gives the double nearest `sum / d` itself, which is the same double: no
    /// such quotient is a midpoint between two doubles (a midpoint in the binade `[2^e, 2^(e+1))`
    /// with `e < 53` is an odd multiple of `2^(e-53)`, so `sum / d` equal to it needs `2^(53-e)`
    /// to divide `d`, making `sum / d < 2^53 / 2^(53-e) = 2^e`), and any other is at least
    /// `1 / (d·2^54) > 2^-86` of itself away from one, far more than the `Decimal` quotient's
    /// error (38 digits, about `2^-123`), so both round to the same side. Otherwise the
    /// `Decimal` division (ten times the work, most of a report's means before).
    static func quotient(_ sum: Int64, exponent: Int, count: Int) -> Double? {
        if sum.magnitude < 1 << 53, exponent >= -9, count > 0, count < 1 << 32 {
            var d = count
            for _ in 0..<(-exponent) { d *= 10 }
            if d < 1 << 32 { return Double(sum) / Double(d) }
        }
        return decimalQuotient(sum, exponent: exponent, count: count)
    }

    /// `quotient` by `Decimal` division and printing, for any sum and count (and the reference
    /// `quotient`'s fast path is tested against).
    static func decimalQuotient(_ sum: Int64, exponent: Int, count: Int) -> Double? {
        let total = Decimal(sign: sum < 0 ? .minus : .plus, exponent: exponent, significand: Decimal(sum.magnitude))
        let mean = total / Decimal(count)
        guard let x = Double(mean.description), x.isFinite else { return nil }
        return x
    }

    /// `x` as `m·10^e` with at most 6 decimals, when `x` is a measurement of that kind (below
    /// 10^9 in size): the k-decimal number (k = 0…6, the fewest that works) whose correctly
    /// rounded quotient `m / 10^k` is `x`. Below 10^9 a double's spacing is under 10^-6 / 2, so
    /// at most one k-decimal number rounds to `x`, and it is the value of `x`'s shortest
    /// spelling (what `DecimalDigits` reads, without printing `x`). Nil otherwise.
    static func fewDecimals(_ x: Double) -> (mantissa: Int64, exponent: Int)? {
        guard x.isFinite, x.magnitude < 1e9 else { return nil }
        var scale = 1.0
        for k in 0...6 {
            let scaled = (x * scale).rounded()
            if scaled.magnitude < 9.0e15, scaled / scale == x { return (Int64(scaled), -k) }
            scale *= 10
        }
        return nil
    }

    /// `n / d` rounded to a whole number, halves away from zero.
    static func divideRounded(_ n: Int, _ d: Int) -> Int {
        let negative = (n < 0) != (d < 0)
        let an = n.magnitude, ad = d.magnitude
        var q = an / ad
        if (an % ad) * 2 >= ad { q += 1 }
        return negative ? -Int(q) : Int(q)
    }
}

/// A finite double as its shortest decimal spelling: sign, digits and the position of the
/// decimal point (`digits` = "1225", `point` = 2 is 12.25).
struct DecimalDigits: Equatable {
    var negative: Bool
    /// ASCII digits, no leading zeros (empty for zero).
    var digits: [UInt8]
    /// How many of `digits` stand before the decimal point (may be negative or past the end).
    var point: Int

    init?(_ x: Double) {
        guard x.isFinite else { return nil }
        negative = x < 0
        // One pass over the shortest spelling (`12.25`, `1e-05`, `1.5e+20`): leading zeros
        // dropped as met, no intermediate arrays (this runs for every number shown).
        var ds: [UInt8] = []
        ds.reserveCapacity(17)
        var leading = 0, pointAt = -1, exponent = 0, exponentNegative = false, inExponent = false
        for c in x.magnitude.description.utf8 {
            if inExponent {
                if c == UInt8(ascii: "-") { exponentNegative = true } else if c != UInt8(ascii: "+") {
                    exponent = exponent * 10 + Int(c &- UInt8(ascii: "0"))
                }
            } else if c == UInt8(ascii: "e") || c == UInt8(ascii: "E") {
                inExponent = true
            } else if c == UInt8(ascii: ".") {
                pointAt = leading + ds.count
            } else if c == UInt8(ascii: "0"), ds.isEmpty {
                leading += 1
            } else {
                ds.append(c)
            }
        }
        var p = (pointAt >= 0 ? pointAt : leading + ds.count) + (exponentNegative ? -exponent : exponent) - leading
        while let l = ds.last, l == UInt8(ascii: "0") { ds.removeLast() }
        if ds.isEmpty { p = 0; negative = false }
        digits = ds
        self.point = p
    }

    /// Rounded to `places` decimals, halves away from zero.
    func rounded(places: Int) -> DecimalDigits {
        let keep = point + places
        guard keep < digits.count else { return self }
        var r = self
        if keep < 0 { r.digits = []; r.point = 0; r.negative = false; return r }
        let roundUp = digits[keep] >= UInt8(ascii: "5")
        var kept = Array(digits[..<keep])
        if roundUp {
            var i = kept.count - 1
            while i >= 0 && kept[i] == UInt8(ascii: "9") { kept[i] = UInt8(ascii: "0"); i -= 1 }
            if i >= 0 { kept[i] += 1 } else { kept.insert(UInt8(ascii: "1"), at: 0); r.point += 1 }
        }
        while let l = kept.last, l == UInt8(ascii: "0") { kept.removeLast() }
        r.digits = kept
        if kept.isEmpty { r.point = 0; r.negative = false }
        return r
    }

    /// Plain decimal notation, never an exponent: `12.25`, `0.0001`, `100000000000000000000.0`.
    /// Always has a fraction part (`91.0`).
    var plain: String {
        let zero = UInt8(ascii: "0")
        var intPart: [UInt8] = []
        var fracPart: [UInt8] = []
        if point <= 0 {
            intPart = [zero]
            fracPart = [UInt8](repeating: zero, count: -point) + digits
        } else if point >= digits.count {
            intPart = digits + [UInt8](repeating: zero, count: point - digits.count)
        } else {
            intPart = Array(digits[..<point])
            fracPart = Array(digits[point...])
        }
        if fracPart.isEmpty { fracPart = [zero] }
        if intPart.isEmpty { intPart = [zero] }
        return (negative ? "-" : "") + String(decoding: intPart, as: UTF8.self) + "."
            + String(decoding: fracPart, as: UTF8.self)
    }

    var doubleValue: Double { Double(plain) ?? 0 }
}
