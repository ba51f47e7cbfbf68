/// A reports page's datasets (one page per date range).
enum ReportsDataset: String, PageDatasetName {
    case ranges, reportSummary = "report_summary", schoolsByStatus = "schools_by_status"
    case schoolsByDivision = "schools_by_division", coachSummary = "coach_summary"
    case interactionsByType = "interactions_by_type", interactionsBySentiment = "interactions_by_sentiment"
    case metricsByType = "metrics_by_type", metricSummaries = "metric_summaries", reportCSV = "report_csv"
    case reportIncludes = "report_includes"

    var shape: DatasetShape {
        switch self {
        case .ranges: .variants
        case .reportSummary: .statCards
        case .schoolsByStatus, .schoolsByDivision, .interactionsByType, .interactionsBySentiment, .metricsByType: .categoryCounts
        case .coachSummary, .reportIncludes: .facts
        case .metricSummaries: .records
        case .reportCSV: .download
        }
    }
}
