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
    case packetCard = "packet_card"

    /// The dataset shapes this widget can draw (from each shape's file); empty for `empty_state`,
    /// which takes none.
    public var shapes: [DatasetShape] { DatasetShape.allCases.filter { $0.widgets.contains(self) } }

    /// Whether the widget sits in a card (title, description, body); the others frame themselves.
    var drawsInCard: Bool {
        switch self {
        case .tabs, .statCards, .download, .athleteCards: false
        case .actionItems, .lineChart, .barChart, .horizontalBars, .donut, .heatmap, .atAGlance, .metricCards,
             .metricTrends, .historyTable, .tasks, .activityFeed, .timeline, .postList, .noteList, .linkList,
             .rankedList, .facts, .markdown, .list, .table, .emptyState, .schoolMap, .countTiles, .packetCard: true
        }
    }

    /// What it draws, in a line, for theme authors (`sitegen theme widgets` lists it).
    var summary: String {
        switch self {
        case .statCards: "the `.stat-grid` of gradient cards: label, big number, subtitle, link"
        case .actionItems: "cards with urgency dot, title, description, optional link"
        case .lineChart: "SVG line chart (one chart per series for `metric_series`; a series with fewer than 2 points "
            + "shows `empty`, e.g. \"Not enough data to display chart (need at least 2 records)\")"
        case .barChart: "SVG vertical bars; time series label only the first and last bar"
        case .horizontalBars: "SVG/HTML horizontal bars: label, bar, count (and percentage for shares)"
        case .donut: "SVG donut with legend"
        case .countTiles: "one large tile per category: icon, count, label and share, in the category's colour (the social "
            + "page's Platform Distribution); the numbers again under \"Show data\""
        case .heatmap: "SVG calendar heatmap, weeks as columns, weekday initials, `heat-0…4` tokens, legend Less/More"
        case .atAGlance: "four figure cards; responsiveness coloured `level-green/orange/red`"
        case .metricCards: "one card per metric type: display name, value + unit, date, Verified badge"
        case .metricTrends: "per type: count, min, max, average, unit, trend word, mini bar chart"
        case .historyTable: "table of every record: date, type, value, unit, verified, notes"
        case .tasks: "checklist; completed ones struck through (`.done`)"
        case .activityFeed: "dated list of mixed activity, newest first"
        case .timeline: "dated vertical timeline"
        case .postList: "platform, author handle, date, content clamped to two lines"
        case .noteList: "title link, date, tags, excerpt"
        case .linkList: "list of external links (the page sends no referrer)"
        case .rankedList: "numbered list: name (linked), count"
        case .facts: "`<dl class=\"facts\">` label/value pairs; pairs with no value are left out"
        case .markdown: "cmark HTML inside `.prose`"
        case .download: "a `.download-link` to the CSV file"
        case .tabs: "`<nav class=\"range-tabs\">` linking the page's variants, current one `aria-current=\"page\"`"
        case .athleteCards: "`.card-grid` of athlete cards linking to each dashboard"
        case .schoolMap: "an SVG map of the US (the theme's `maps/us-outline.json`) with one dot per school coloured by "
            + "status, a legend and a \"Show data\" table; a list when nothing can be drawn; then \"{n} "
            + "schools not on the map\" naming those without coordinates. `empty` when no school has "
            + "coordinates"
        case .list: "a plain `<ul>`, one line per item (`category_counts`: \"Interested: 15\")"
        case .table: "an HTML `<table>` with a caption (the title)"
        case .emptyState: "`.empty-state` with `text` and `hint`"
        case .packetCard: "the Recruiting Packet card: résumé and packet downloads, what the packet holds, "
            + "and an \"Email to a coach\" `mailto:` button (only on a site that is not public)"
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
