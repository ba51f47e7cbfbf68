import SiteData

extension LocaleFormatter {
    /// A measurement: like `decimal(_:maxFractionDigits:)`, but a non-zero value that would
    /// round to 0 at `maxFractionDigits` keeps `significantDigits` significant digits instead,
    /// so 0.001 mph reads "0.001 mph", not "0 mph".
    ///
    /// | value | en | pl |
    /// |---|---|---|
    /// | 12.345 | `12.35` | `12,35` |
    /// | 0.001 | `0.001` | `0,001` |
    /// | 0.0004567 | `0.00046` | `0,00046` |
    /// | -0.0004567 | `-0.00046` | `-0,00046` |
    /// | 0 | `0` | `0` |
    public func significantDecimal(_ value: Double, maxFractionDigits: Int = 2, significantDigits: Int = 2) -> String {
        // The usual case first (cheap): the value does not round to 0.
        guard value != 0, value.isFinite, significantDigits > 0,
              let rounded = Rounding.display(value, places: maxFractionDigits),
              (rounded.whole + rounded.fraction).allSatisfy({ $0 == "0" }),
              let exact = Rounding.display(value, places: 340),
              let firstDigit = exact.fraction.firstIndex(where: { $0 != "0" })
        else { return decimal(value, maxFractionDigits: maxFractionDigits) }
        let leadingZeros = exact.fraction.distance(from: exact.fraction.startIndex, to: firstDigit)
        return format(value, fractionDigits: leadingZeros + significantDigits, trim: true)
    }
}
