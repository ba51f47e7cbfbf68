/// The performance page's datasets.
enum PerformanceDataset: String, PageDatasetName {
    /// What the page is: `PageKind` reads it (`PageFacts`).
    static let facts = PageFacts(
        order: 40,
        output: "`<athlete>/performance/index.html`", summary: "metrics",
        hasEmptyState: true,
        title: .pagePerformance, tab: .navPerformance, tabPath: { SitePath.performance($0) })

    case latestMetrics = "latest_metrics", performanceTrends = "performance_trends"
    case metricTrends = "metric_trends", metricHistory = "metric_history", metricsCSV = "metrics_csv"

    var shape: DatasetShape {
        switch self {
        case .latestMetrics: .latestMetrics
        case .performanceTrends: .metricSeries
        case .metricTrends: .metricTypes
        case .metricHistory: .metricHistory
        case .metricsCSV: .download
        }
    }

    /// What it holds, for theme authors (`sitegen theme pages`; its numbers: docs/numbers.md).
    var summary: String {
        switch self {
        case .latestMetrics: "one card per type, Verified badge"
        case .performanceTrends: "value by recorded_date per type"
        case .metricTrends: "count, min, max, average, unit, trend per type"
        case .metricHistory: "all records newest first"
        case .metricsCSV: "`performance/metrics.csv`"
        }
    }
}
