extension LocaleFormatter {
    /// Groups the digits of a whole part: en every 3 digits; pl every 3 digits but only when
    /// there are 5 or more (Polish writes `1234` but `12 345`).
    func grouped(_ digits: String) -> String {
        let chars = Array(digits)
        if language == .pl && chars.count <= 4 { return digits }
        var out = ""
        for (i, c) in chars.enumerated() {
            if i > 0 && (chars.count - i) % 3 == 0 { out += groupingSeparator }
            out.append(c)
        }
        return out
    }

    /// Rounds on the shortest decimal representation of `value` (so 1.005 is 1.01, as a
    /// person reading it expects), half away from zero.
    func format(_ value: Double, fractionDigits: Int, trim: Bool) -> String {
        guard value.isFinite else { return Self.missing }
        let places = max(0, fractionDigits)
        var (digits, point) = Self.decimalDigits(value.magnitude)
        // Make sure there is a whole digit and enough fraction digits.
        if point <= 0 {
            digits = Array(repeating: 0, count: 1 - point) + digits
            point = 1
        }
        if digits.count < point + places {
            digits += Array(repeating: 0, count: point + places - digits.count)
        }
        var keep = point + places
        if digits.count > keep && digits[keep] >= 5 {
            var i = keep - 1
            var carry = true
            while carry && i >= 0 {
                digits[i] += 1
                if digits[i] == 10 { digits[i] = 0; i -= 1 } else { carry = false }
            }
            if carry { digits.insert(1, at: 0); point += 1; keep += 1 }
        }
        digits = Array(digits[0..<keep])
        var whole = Array(digits[0..<point])
        var fraction = Array(digits[point...])
        while whole.count > 1 && whole[0] == 0 { whole.removeFirst() }
        if trim { while let last = fraction.last, last == 0 { fraction.removeLast() } }
        let isZero = whole.allSatisfy { $0 == 0 } && fraction.allSatisfy { $0 == 0 }
        var text = (value < 0 && !isZero ? "-" : "") + grouped(whole.map(String.init).joined())
        if !fraction.isEmpty { text += decimalSeparator + fraction.map(String.init).joined() }
        return text
    }

    /// The decimal digits of a finite non-negative value's shortest representation and the
    /// position of the decimal point: 91.5 → ([9, 1, 5], 2); 0.001 → ([1], -2); 1e20 → ([1], 21).
    static func decimalDigits(_ value: Double) -> (digits: [Int], point: Int) {
        let text = String(value)  // "91.5", "1e-05", "1.2345e+20", "100.0"
        let parts = text.split(separator: "e")
        let mantissa = parts[0]
        let exponent = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
        var digits: [Int] = []
        var point = 0
        var seenPoint = false
        for c in mantissa {
            if c == "." { seenPoint = true; continue }
            guard let d = c.wholeNumberValue else { continue }
            digits.append(d)
            if !seenPoint { point += 1 }
        }
        point += exponent
        // Drop leading zeros (adjusting the point) so "0.05" is ([5], -1).
        while digits.count > 1 && digits[0] == 0 { digits.removeFirst(); point -= 1 }
        return (digits, point)
    }
}
