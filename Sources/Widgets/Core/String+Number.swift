extension String {
    /// Appends `value` as `MarkupBuffer.appendNumber` writes it (at most 2 decimals, never
    /// `NaN` or `inf`).
    mutating func appendNumber(_ value: Double, decimals: Int = 2) {
        var buffer = MarkupBuffer(capacity: 16)
        buffer.appendNumber(value, decimals: decimals)
        append(buffer.string)
    }

    /// `value` as `appendNumber` writes it.
    static func number(_ value: Double) -> String {
        var buffer = MarkupBuffer(capacity: 16)
        buffer.appendNumber(value)
        return buffer.string
    }
}
