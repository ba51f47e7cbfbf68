/// The words a chart shows or announces, already translated by the caller.
public struct ChartText: Sendable {
    /// Title: the SVG `<title>` and the data table's caption.
    public var title: String
    /// One-sentence summary: the SVG `<desc>`.
    public var summary: String
    /// Header of the data table's label column (e.g. "Date").
    public var labelHeader: String
    /// Header of the data table's value column (e.g. "Interactions").
    public var valueHeader: String
    /// The `<summary>` of the `<details>` that holds the chart's data table (e.g. "Show data").
    public var dataSummary: String

    public init(title: String, summary: String, labelHeader: String, valueHeader: String, dataSummary: String = "Show data") {
        self.title = title
        self.summary = summary
        self.labelHeader = labelHeader
        self.valueHeader = valueHeader
        self.dataSummary = dataSummary
    }
}

/// One labelled value of a chart.
public struct ChartDatum: Sendable {
    /// Category or date label, already formatted (axis label and table row header).
    public var label: String
    public var value: Double
    /// The value as the reader should see it, already formatted (e.g. "1,234").
    public var valueLabel: String
    /// The native tooltip; defaults to "label: valueLabel".
    public var tooltip: String

    public init(label: String, value: Double, valueLabel: String, tooltip: String? = nil) {
        self.label = label
        self.value = value.isFinite ? value : 0
        self.valueLabel = valueLabel
        self.tooltip = tooltip ?? (label + ": " + valueLabel)
    }
}

/// Formats axis tick values; the caller passes a locale-aware one.
public typealias ValueFormatter = @Sendable (Double) -> String

/// Formats an axis tick with at least `fractionDigits` decimals (the tick step's).
public typealias AxisFormatter = @Sendable (_ value: Double, _ fractionDigits: Int) -> String

/// Default tick formatting.
public enum DefaultFormatter {
    /// Plain digits, at most 2 decimals, no grouping: locale-neutral.
    public static let plain: ValueFormatter = { String.number($0) }
}
