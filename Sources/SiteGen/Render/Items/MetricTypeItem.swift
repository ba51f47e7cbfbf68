import SiteData

struct MetricTypeItem: Sendable {
    var name: String
    var count: String
    var min: String
    var max: String
    var average: String
    var unit: String?
    var trend: PerformanceModel.Trend?
    var trendLabel: String?
    /// The trend as a screen reader says it: "Fastball Velocity is improving (lower is better)".
    var trendSpoken: String? = nil
    var lowerIsBetter: Bool
    /// Values oldest first, for the mini bar chart.
    var values: [Double]
    var valueLabels: [String]
    var dateLabels: [String]
    /// The metric type as stored (`velocity`): ties the item to its panel in the type switch.
    var id: String = ""
}
