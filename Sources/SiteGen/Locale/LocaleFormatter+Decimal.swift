import SiteData

extension LocaleFormatter {
    /// Groups the digits of a whole part: en every 3 digits; pl every 3 digits but only when
    /// there are 5 or more (Polish writes `1234` but `12 345`).
    func grouped(_ digits: String) -> String {
        let count = digits.utf8.count
        // Nothing to group: three digits or fewer (four in Polish).
        if count <= 3 || (language == .pl && count <= 4) { return digits }
        let separator = language == .pl ? Self.plSeparator : Self.enSeparator
        // Written on bytes, the separator before every third digit from the end; a string of
        // at most 15 bytes is stored inline (no allocation). Digits are ASCII; any other text
        // is grouped by Characters, as before.
        let written = digits.utf8.withContiguousStorageIfAvailable { d -> String? in
            guard d.allSatisfy({ $0 < 0x80 }) else { return nil }
            return String(unsafeUninitializedCapacity: count + (count - 1) / 3 * separator.count) { out in
                var n = 0
                for i in 0..<count {
                    if i > 0 && (count - i) % 3 == 0 {
                        for b in separator { out[n] = b; n += 1 }
                    }
                    out[n] = d[i]
                    n += 1
                }
                return n
            }
        }
        if let text = written ?? nil { return text }
        let chars = Array(digits)
        if language == .pl && chars.count <= 4 { return digits }
        var out = ""
        for (i, c) in chars.enumerated() {
            if i > 0 && (chars.count - i) % 3 == 0 { out += groupingSeparator }
            out.append(c)
        }
        return out
    }

    /// `groupingSeparator`'s bytes: `,`; pl U+00A0.
    private static let enSeparator: [UInt8] = [UInt8(ascii: ",")]
    private static let plSeparator: [UInt8] = [0xC2, 0xA0]

    /// Rounds with `Rounding.display` (the one display rounding: halves away from zero on the
    /// shortest decimal spelling, so 1.005 is 1.01 and 3.975 is 3.98, as a person reading it
    /// expects), then adds this language's separators. The digits are ASCII: trimmed and
    /// checked on bytes.
    func format(_ value: Double, fractionDigits: Int, trim: Bool) -> String {
        guard let r = Rounding.display(value, places: max(0, fractionDigits)) else { return Self.missing }
        let zero = UInt8(ascii: "0")
        let digits = r.fraction.utf8
        var end = digits.endIndex
        if trim {
            while end > digits.startIndex, digits[digits.index(before: end)] == zero { end = digits.index(before: end) }
        }
        let fraction = digits[..<end]
        let isZero = r.whole.utf8.allSatisfy { $0 == zero } && fraction.allSatisfy { $0 == zero }
        var text = grouped(r.whole)
        if r.negative && !isZero { text = "-" + text }
        if !fraction.isEmpty {
            text += decimalSeparator
            text += r.fraction[..<end]
        }
        return text
    }
}
