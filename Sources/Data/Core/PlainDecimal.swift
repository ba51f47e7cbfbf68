import Foundation

/// Numbers written as plain decimals, as PostgreSQL `numeric` spells them.
public enum PlainDecimal {
    /// Rewrites Swift's shortest round-trip spelling (`1.5`, `5.0`, `1e-05`, `1.2e+16`) as a
    /// plain decimal without exponent or trailing fractional zeros.
    public static func text(_ spelled: String) -> String {
        var s = Substring(spelled)
        var negative = false
        if s.hasPrefix("-") { negative = true; s = s.dropFirst() }
        guard let first = s.first, first.isNumber else { return spelled }  // nan, inf
        var exponent = 0
        if let e = s.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            exponent = Int(s[s.index(after: e)...]) ?? 0
            s = s[..<e]
        }
        var intPart = s
        var fracPart: Substring = ""
        if let dot = s.firstIndex(of: ".") {
            intPart = s[..<dot]
            fracPart = s[s.index(after: dot)...]
        }
        var digits = Array(intPart + fracPart)
        var pointPosition = intPart.count + exponent  // digits before the point
        if pointPosition <= 0 {
            digits.insert(contentsOf: Array(repeating: "0", count: 1 - pointPosition), at: 0)
            pointPosition = 1
        } else if pointPosition > digits.count {
            digits.append(contentsOf: Array(repeating: "0", count: pointPosition - digits.count))
        }
        var integer = String(digits[..<pointPosition])
        var fraction = String(digits[pointPosition...])
        while integer.count > 1 && integer.hasPrefix("0") { integer.removeFirst() }
        while fraction.hasSuffix("0") { fraction.removeLast() }
        let body = fraction.isEmpty ? integer : integer + "." + fraction
        let isZero = !body.contains { $0 != "0" && $0 != "." }
        return negative && !isZero ? "-" + body : body
    }
}
