import SiteData

struct TimeSeriesValue: Sendable {
    struct Point: Sendable {
        var date: LocalDate
        var count: Int
        /// Axis / table label of the point (formatted date).
        var label: String
        /// Native tooltip text, e.g. "Nov 3: 4 posts".
        var tooltip: String
    }
    var points: [Point]
    /// Title to use when the spec gives none (social activity: by day / week / month).
    var defaultTitle: String?
    /// Header of the value column in the data table ("Interactions", "Posts").
    var valueHeader: String
}
