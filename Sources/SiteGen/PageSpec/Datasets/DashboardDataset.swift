/// The dashboard's datasets (docs/page-specs.md).
enum DashboardDataset: String, PageDatasetName {
    case stats, actionItems = "action_items", interactionTrend = "interaction_trend"
    case schoolsByStatus = "schools_by_status", schoolSizes = "school_sizes", topMetrics = "top_metrics"
    case upcomingEvents = "upcoming_events", recentActivity = "recent_activity", quickTasks = "quick_tasks"
    case coachFollowups = "coach_followups", contactFrequency = "contact_frequency", atAGlance = "at_a_glance"

    var shape: DatasetShape {
        switch self {
        case .stats: .statCards
        case .actionItems: .actionItems
        case .interactionTrend: .timeSeries
        case .schoolsByStatus, .schoolSizes: .categoryCounts
        case .topMetrics: .latestMetrics
        case .upcomingEvents: .events
        case .recentActivity: .activity
        case .quickTasks: .tasks
        case .coachFollowups: .coachFollowups
        case .contactFrequency: .calendar
        case .atAGlance: .glance
        }
    }
}
