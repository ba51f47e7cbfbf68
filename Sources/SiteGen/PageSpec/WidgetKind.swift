import SiteData

/// The closed set of widgets a page spec can name.
public enum WidgetKind: String, CaseIterable, Sendable, Hashable {
    case statCards = "stat_cards", actionItems = "action_items", lineChart = "line_chart"
    case barChart = "bar_chart", horizontalBars = "horizontal_bars", donut, heatmap
    case atAGlance = "at_a_glance", metricCards = "metric_cards", metricTrends = "metric_trends"
    case historyTable = "history_table", tasks, activityFeed = "activity_feed", timeline
    case postList = "post_list", noteList = "note_list", linkList = "link_list", rankedList = "ranked_list"
    case facts, markdown, download, tabs, athleteCards = "athlete_cards", list, table
    case emptyState = "empty_state"
    case schoolMap = "school_map"
    case countTiles = "count_tiles"

    /// The dataset shapes this widget can draw (from each shape's file); empty for `empty_state`,
    /// which takes none.
    public var shapes: [DatasetShape] { DatasetShape.allCases.filter { $0.widgets.contains(self) } }

    /// Whether the widget sits in a card (title, description, body); the others frame themselves.
    var drawsInCard: Bool {
        switch self {
        case .tabs, .statCards, .download, .athleteCards: false
        case .actionItems, .lineChart, .barChart, .horizontalBars, .donut, .heatmap, .atAGlance, .metricCards,
             .metricTrends, .historyTable, .tasks, .activityFeed, .timeline, .postList, .noteList, .linkList,
             .rankedList, .facts, .markdown, .list, .table, .emptyState, .schoolMap, .countTiles: true
        }
    }

    /// Widgets that take a `color` token.
    static let colored: Set<WidgetKind> = [.lineChart, .barChart, .horizontalBars]
    /// Widgets that take a `limit` (they show items one by one).
    static let limited: Set<WidgetKind> = [
        .actionItems, .list, .table, .historyTable, .metricCards, .activityFeed, .tasks, .timeline,
        .postList, .noteList, .linkList, .rankedList, .horizontalBars, .athleteCards,
    ]

    /// The options (keys besides `widget`) this widget accepts, sorted.
    public var options: [String] {
        var keys: Set<String> = ["hidden", "full_width", "title"]
        if self == .emptyState {
            keys.formUnion(["text", "hint"])
        } else if self == .tabs || self == .download {
            keys.insert("dataset")
        } else {
            keys.formUnion(["dataset", "description", "empty", "empty_hint"])
        }
        if Self.colored.contains(self) { keys.insert("color") }
        if Self.limited.contains(self) { keys.insert("limit") }
        return keys.sorted(by: codePointLess)
    }
}
