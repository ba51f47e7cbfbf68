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
        let places = Rounding.measurementPlaces(value, places: maxFractionDigits, significantDigits: significantDigits)
        // The usual case (the value does not round to 0) is the plain decimal.
        guard places != maxFractionDigits else { return decimal(value, maxFractionDigits: maxFractionDigits) }
        return format(value, fractionDigits: places, trim: true)
    }
}
