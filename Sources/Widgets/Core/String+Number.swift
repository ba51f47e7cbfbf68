extension String {
    /// Appends `value` with at most 2 decimals, no trailing zeros, no exponent; `NaN` and
    /// infinities become `0`, magnitudes are clamped to 1e13.
    mutating func appendNumber(_ value: Double, decimals: Int = 2) {
        guard value.isFinite else { append("0"); return }
        let clamped = Swift.max(-1e13, Swift.min(1e13, value))
        let factor = decimals == 1 ? 10.0 : 100.0
        var scaled = Int((clamped * factor).rounded())
        if scaled == 0 { append("0"); return }
        if decimals == 1 { scaled *= 10 }
        if scaled < 0 { append("-") }
        let magnitude = scaled.magnitude
        append(String(magnitude / 100))
        let fraction = Int(magnitude % 100)
        if fraction != 0 {
            append(".")
            append(Character(Unicode.Scalar(UInt8(48 + fraction / 10))))
            if fraction % 10 != 0 { append(Character(Unicode.Scalar(UInt8(48 + fraction % 10)))) }
        }
    }

    /// `value` as `appendNumber` writes it.
    static func number(_ value: Double) -> String {
        var out = ""
        out.appendNumber(value)
        return out
    }
}
