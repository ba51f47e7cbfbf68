/// The kind of data a dataset is; each widget draws some shapes.
public enum DatasetShape: String, CaseIterable, Sendable, Hashable {
    /// Labelled counts with an optional subtitle, link and gradient token (stat cards).
    case statCards = "stat_cards"
    /// Action items: title, description, urgency, optional link.
    case actionItems = "action_items"
    /// Dated counts, one point per day (or week/month bucket), zeros included.
    case timeSeries = "time_series"
    /// Label → count, in display order.
    case categoryCounts = "category_counts"
    /// Label → count and percentage of a total.
    case categoryShares = "category_shares"
    /// Date → count over whole weeks (heatmap).
    case calendar
    /// The dashboard's four at-a-glance figures.
    case glance
    /// One latest record per metric type.
    case latestMetrics = "latest_metrics"
    /// Value by date, one series per metric type.
    case metricSeries = "metric_series"
    /// Per metric type: count, min, max, average, unit, trend, series.
    case metricTypes = "metric_types"
    /// Every metric record, newest first.
    case metricHistory = "metric_history"
    /// Events: name, date, type, location, school.
    case events
    /// Dated activity entries of mixed kinds, newest first.
    case activity
    /// Tasks: text, done or open.
    case tasks
    /// Coaches with days since last contact.
    case coachFollowups = "coach_followups"
    /// Rows with named columns.
    case records
    /// Dated interactions, newest first.
    case timeline
    /// Social posts: platform, author, date, content.
    case posts
    /// Notes: title, date, tags, excerpt, link.
    case notes
    /// Links: title and URL.
    case links
    /// Ranked names with counts and links.
    case ranking
    /// Label → value pairs.
    case facts
    /// HTML rendered from Markdown by cmark.
    case markdown
    /// A downloadable file (CSV).
    case download
    /// Links to the page's variants (date ranges).
    case variants
    /// One card per athlete.
    case athletes
    /// Schools with coordinates (a map), and how many have none.
    case schoolMap = "school_map"
}
