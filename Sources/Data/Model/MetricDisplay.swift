/// How a metric's values are written: on cards and in tables, or on a chart's value axis.
public enum MetricDisplay: Hashable, Sendable {
    /// At most `maxPlaces` decimals, trailing zeros dropped: `91.5`, `6.85`, `12`.
    case decimal(maxPlaces: Int)
    /// Exactly three decimals without the leading zero, as batting averages are read: `.345`.
    case average
}
