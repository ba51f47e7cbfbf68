/// A named dataset a page can hand to a widget. Which pages offer which is in
/// `PageKind.datasets`; what each holds is in docs/page-specs.md.
public enum PageDataset: String, CaseIterable, Sendable, Hashable {
    // Dashboard
    case stats, actionItems = "action_items", interactionTrend = "interaction_trend"
    case schoolsByStatus = "schools_by_status", schoolSizes = "school_sizes", topMetrics = "top_metrics"
    case upcomingEvents = "upcoming_events", recentActivity = "recent_activity", quickTasks = "quick_tasks"
    case coachFollowups = "coach_followups", contactFrequency = "contact_frequency", atAGlance = "at_a_glance"
    // Reports and social
    case ranges, reportSummary = "report_summary", schoolsByDivision = "schools_by_division"
    case coachSummary = "coach_summary", interactionsByType = "interactions_by_type"
    case interactionsBySentiment = "interactions_by_sentiment", metricsByType = "metrics_by_type"
    case metricSummaries = "metric_summaries", reportCSV = "report_csv"
    // Performance
    case latestMetrics = "latest_metrics", performanceTrends = "performance_trends"
    case metricTrends = "metric_trends", metricHistory = "metric_history", metricsCSV = "metrics_csv"
    // Social
    case socialSummary = "social_summary", sentimentDistribution = "sentiment_distribution"
    case platformDistribution = "platform_distribution", activityByDay = "activity_by_day"
    case topSchools = "top_schools", recentRecruitingPosts = "recent_recruiting_posts"
    // Lists and detail pages
    case schools, schoolDetails = "school_details", schoolCoaches = "school_coaches"
    case schoolInteractions = "school_interactions", schoolOffers = "school_offers"
    case schoolEvents = "school_events", schoolPosts = "school_posts", schoolNotes = "school_notes"
    case coaches, notes, noteMeta = "note_meta", noteBody = "note_body", athletes
    // Profile (coach packet)
    case profileFacts = "profile_facts", contact, bio, highlights, socialLinks = "social_links"
    case publicNotes = "public_notes", offers

    public var shape: DatasetShape {
        switch self {
        case .stats, .reportSummary, .socialSummary: .statCards
        case .actionItems: .actionItems
        case .interactionTrend, .activityByDay: .timeSeries
        case .schoolsByStatus, .schoolSizes, .schoolsByDivision, .interactionsByType,
             .interactionsBySentiment, .metricsByType, .platformDistribution: .categoryCounts
        case .sentimentDistribution: .categoryShares
        case .contactFrequency: .calendar
        case .atAGlance: .glance
        case .topMetrics, .latestMetrics: .latestMetrics
        case .performanceTrends: .metricSeries
        case .metricTrends: .metricTypes
        case .metricHistory: .metricHistory
        case .upcomingEvents, .schoolEvents: .events
        case .recentActivity: .activity
        case .quickTasks: .tasks
        case .coachFollowups: .coachFollowups
        case .metricSummaries, .schools, .schoolCoaches, .schoolOffers, .coaches, .offers: .records
        case .schoolInteractions: .timeline
        case .recentRecruitingPosts, .schoolPosts: .posts
        case .schoolNotes, .notes, .publicNotes: .notes
        case .highlights, .socialLinks: .links
        case .topSchools: .ranking
        case .coachSummary, .schoolDetails, .noteMeta, .profileFacts, .contact: .facts
        case .noteBody, .bio: .markdown
        case .reportCSV, .metricsCSV: .download
        case .ranges: .variants
        case .athletes: .athletes
        }
    }
}
