import SiteData

/// A reports page's datasets (one page per date range).
enum ReportsDataset: String, PageDatasetName {
    /// What the page is: `PageKind` reads it (`PageFacts`).
    static let facts = PageFacts(
        order: 30,
        output: "`<athlete>/reports/…`", summary: "one page per preset / custom range",
        variantPresets: RangePreset.allCases, hasEmptyState: true,
        title: .pageReports, tab: .navReports, tabPath: { SitePath.reports($0) })

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

    /// What it holds, for theme authors (`sitegen theme pages`; its numbers: docs/numbers.md).
    var summary: String {
        switch self {
        case .ranges: "the presets and custom ranges"
        case .reportSummary: "Schools, Coaches, Interactions, Metrics totals and Response Rate"
        case .schoolsByStatus: "all schools by status, capitalised, empty skipped"
        case .schoolsByDivision: "all schools by division"
        case .coachSummary: "total coaches, average response rate, schools with coaches"
        case .interactionsByType: "interactions in range by type"
        case .interactionsBySentiment: "by sentiment (null as neutral)"
        case .metricsByType: "metrics in range by type"
        case .metricSummaries: "per type: type, average, max, min"
        case .reportCSV: "`reports/<preset>.csv`"
        case .reportIncludes: "what the report covers: schools, coaches, interactions, metrics, the CSV"
        }
    }
}
