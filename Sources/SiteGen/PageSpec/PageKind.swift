/// Every page a page spec can describe; the raw value is the spec's file name
/// (`pages/<page>.yml`).
public enum PageKind: String, CaseIterable, Sendable, Hashable {
    case dashboard, actions, reports, performance, social, schools, school, coaches, notes, note
    /// The family index (`index.html` at the site root).
    case index
    /// The coach packet's front page.
    case profile

    /// The datasets a widget on this page may draw, in documentation order.
    public var datasets: [PageDataset] {
        switch self {
        case .dashboard:
            [.stats, .actionItems, .interactionTrend, .schoolsByStatus, .schoolSizes, .topMetrics,
             .upcomingEvents, .recentActivity, .quickTasks, .coachFollowups, .contactFrequency, .atAGlance]
        case .actions: [.actionItems]
        case .reports:
            [.ranges, .reportSummary, .schoolsByStatus, .schoolsByDivision, .coachSummary,
             .interactionsByType, .interactionsBySentiment, .metricsByType, .metricSummaries, .reportCSV]
        case .performance: [.latestMetrics, .performanceTrends, .metricTrends, .metricHistory, .metricsCSV]
        case .social:
            [.ranges, .socialSummary, .sentimentDistribution, .platformDistribution, .activityByDay,
             .topSchools, .recentRecruitingPosts]
        case .schools: [.schools]
        case .school:
            [.schoolDetails, .schoolCoaches, .schoolInteractions, .schoolOffers, .schoolEvents,
             .schoolPosts, .schoolNotes]
        case .coaches: [.coaches]
        case .notes: [.notes]
        case .note: [.noteMeta, .noteBody]
        case .index: [.athletes]
        case .profile:
            [.profileFacts, .contact, .bio, .highlights, .socialLinks, .latestMetrics, .upcomingEvents,
             .publicNotes, .offers]
        }
    }

    /// Whether the page has variants (one page per date range).
    public var allowedPresets: [PageSpec.Preset] {
        switch self {
        case .reports: PageSpec.Preset.allCases
        case .social: [.last7Days, .last30Days, .last90Days, .allTime]
        default: []
        }
    }

    /// Whether sections may say `show_when: data | empty`: the page has an "empty" state
    /// (reports: no interaction and no metric in range; social: no post in range;
    /// performance: no metric at all).
    public var hasEmptyState: Bool { self == .reports || self == .social || self == .performance }
}
