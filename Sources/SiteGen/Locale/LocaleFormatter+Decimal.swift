import SiteData

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

    /// Rounds with `Rounding.display` (the one display rounding: halves away from zero on the
    /// shortest decimal spelling, so 1.005 is 1.01 and 3.975 is 3.98, as a person reading it
    /// expects), then adds this language's separators.
    func format(_ value: Double, fractionDigits: Int, trim: Bool) -> String {
        guard let r = Rounding.display(value, places: max(0, fractionDigits)) else { return Self.missing }
        var fraction = Substring(r.fraction)
        if trim { while fraction.last == "0" { fraction.removeLast() } }
        let isZero = r.whole.allSatisfy { $0 == "0" } && fraction.allSatisfy { $0 == "0" }
        var text = (r.negative && !isZero ? "-" : "") + grouped(r.whole)
        if !fraction.isEmpty { text += decimalSeparator + fraction }
        return text
    }
}
