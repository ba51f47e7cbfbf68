/// The dashboard's datasets (`sitegen theme pages dashboard`).
enum DashboardDataset: String, PageDatasetName {
    /// What the page is: `PageKind` reads it (`PageFacts`).
    static let facts = PageFacts(
        order: 10,
        output: "`<athlete>/index.html`", summary: "the dashboard",
        title: .pageDashboard, tab: .navDashboard, tabPath: { SitePath.dashboard($0) })

    case stats, actionItems = "action_items", interactionTrend = "interaction_trend"
    case schoolsByStatus = "schools_by_status", schoolSizes = "school_sizes", topMetrics = "top_metrics"
    case upcomingEvents = "upcoming_events", recentActivity = "recent_activity", quickTasks = "quick_tasks"
    case coachFollowups = "coach_followups", contactFrequency = "contact_frequency", atAGlance = "at_a_glance"
    case socialHandles = "social_handles", recruitingPacket = "recruiting_packet"

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
        case .socialHandles: .links
        case .recruitingPacket: .packetCard
        }
    }

    /// What it holds, for theme authors (`sitegen theme pages`; its numbers: docs/numbers.md).
    var summary: String {
        switch self {
        case .stats: "Coaches, Schools, Interactions, Offers, Accepted (subtitle `stats.acceptance_rate` or "
                   + "`--`), A-Tier; gradients `coaches`, `schools`, `interactions`, `offers`, `accepted`, "
                   + "`a-tier`; each links to its list page"
        case .actionItems: "suggestions `pending` + the four computed rules, urgency then title"
        case .interactionTrend: "interactions per day, last 30 days (30 points)"
        case .schoolsByStatus: "schools per status, most first, ties by name"
        case .schoolSizes: "schools per size (null as `common.unknown`)"
        case .topMetrics: "latest record of the 3 metric types recorded most recently"
        case .upcomingEvents: "events from today, by start date (default limit 5)"
        case .recentActivity: "the 10 latest interactions, offers, past events, metrics, notes"
        case .quickTasks: "open tasks by created_at, then completed ones"
        case .coachFollowups: "coaches without an interaction in 14 days, never-contacted first, then longest "
                            + "silence"
        case .contactFrequency: "interactions per day, last 26 weeks"
        case .socialHandles: "the profile's `social` platforms, handles and links"
        case .recruitingPacket: "the résumé and coach packet this build wrote, what the packet holds, and "
                              + "an \"Email to a coach\" link (not on a public site)"
        case .atAGlance: "schools with offers (+pct), coach responsiveness (level), interactions this month, days "
                       + "until graduation"
        }
    }
}
