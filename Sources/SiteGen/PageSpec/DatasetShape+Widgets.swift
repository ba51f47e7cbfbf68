extension DatasetShape {
    /// The widgets that draw this shape (`ShapeWidgets`).
    var widgets: [WidgetKind] {
        switch self {
        case .statCards: ShapeWidgets.StatCards.kinds
        case .actionItems: ShapeWidgets.ActionItems.kinds
        case .timeSeries: ShapeWidgets.TimeSeries.kinds
        case .categoryCounts: ShapeWidgets.CategoryCounts.kinds
        case .categoryShares: ShapeWidgets.CategoryShares.kinds
        case .calendar: ShapeWidgets.Calendar.kinds
        case .glance: ShapeWidgets.Glance.kinds
        case .latestMetrics: ShapeWidgets.LatestMetrics.kinds
        case .metricSeries: ShapeWidgets.MetricSeries.kinds
        case .metricTypes: ShapeWidgets.MetricTypes.kinds
        case .metricHistory: ShapeWidgets.MetricHistory.kinds
        case .events: ShapeWidgets.Events.kinds
        case .activity: ShapeWidgets.Activity.kinds
        case .tasks: ShapeWidgets.Tasks.kinds
        case .coachFollowups: ShapeWidgets.CoachFollowups.kinds
        case .records: ShapeWidgets.Records.kinds
        case .timeline: ShapeWidgets.Timeline.kinds
        case .posts: ShapeWidgets.Posts.kinds
        case .notes: ShapeWidgets.Notes.kinds
        case .links: ShapeWidgets.Links.kinds
        case .ranking: ShapeWidgets.Ranking.kinds
        case .facts: ShapeWidgets.Facts.kinds
        case .markdown: ShapeWidgets.Markdown.kinds
        case .download: ShapeWidgets.Download.kinds
        case .variants: ShapeWidgets.Variants.kinds
        case .athletes: ShapeWidgets.Athletes.kinds
        case .schoolMap: ShapeWidgets.Map.kinds
        }
    }
}
