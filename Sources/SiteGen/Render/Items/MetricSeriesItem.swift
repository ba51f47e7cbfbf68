import SiteData

struct MetricSeriesItem: Sendable {
    var id: String
    var name: String
    var points: [(date: LocalDate, value: Double, label: String, valueLabel: String)]
    var unit: String?
    /// Shown under the series title when the chart draws only the latest points.
    var note: String? = nil
}
