/// The performance page's datasets.
enum PerformanceDataset: String, PageDatasetName {
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
}
