/// Which widgets draw each dataset shape, stated once: one enum per shape whose raw values are
/// widget names (`WidgetKind`). The renderer switches over these exhaustively, so a widget
/// listed here that is not drawn is a compile error; `DatasetShape.widgets` and
/// `WidgetKind.shapes` (what the spec loader checks) are derived from them.
enum ShapeWidgets {
    enum StatCards: String, WidgetChoice { case statCards = "stat_cards" }
    enum ActionItems: String, WidgetChoice { case actionItems = "action_items", list, table }
    enum TimeSeries: String, WidgetChoice { case lineChart = "line_chart", barChart = "bar_chart", table }
    enum CategoryCounts: String, WidgetChoice {
        case barChart = "bar_chart", horizontalBars = "horizontal_bars", donut, list, table, countTiles = "count_tiles"
    }
    enum CategoryShares: String, WidgetChoice { case horizontalBars = "horizontal_bars", donut, table }
    enum Calendar: String, WidgetChoice { case heatmap }
    enum Glance: String, WidgetChoice { case atAGlance = "at_a_glance" }
    enum LatestMetrics: String, WidgetChoice { case metricCards = "metric_cards", table }
    enum MetricSeries: String, WidgetChoice { case lineChart = "line_chart" }
    enum MetricTypes: String, WidgetChoice { case metricTrends = "metric_trends", table }
    enum MetricHistory: String, WidgetChoice { case historyTable = "history_table", table }
    enum Events: String, WidgetChoice { case list, table }
    enum Activity: String, WidgetChoice { case activityFeed = "activity_feed", timeline, list }
    enum Tasks: String, WidgetChoice { case tasks, list }
    enum CoachFollowups: String, WidgetChoice { case list, table }
    enum Records: String, WidgetChoice { case list, table }
    enum Timeline: String, WidgetChoice { case timeline, list, table }
    enum Posts: String, WidgetChoice { case postList = "post_list", list, table }
    enum Notes: String, WidgetChoice { case noteList = "note_list", list, table }
    enum Links: String, WidgetChoice { case linkList = "link_list", list }
    enum Ranking: String, WidgetChoice { case horizontalBars = "horizontal_bars", rankedList = "ranked_list", list, table }
    enum Facts: String, WidgetChoice { case facts }
    enum Markdown: String, WidgetChoice { case markdown }
    enum Download: String, WidgetChoice { case download }
    enum Variants: String, WidgetChoice { case tabs }
    enum Athletes: String, WidgetChoice { case athleteCards = "athlete_cards" }
    enum Map: String, WidgetChoice { case schoolMap = "school_map" }
}
