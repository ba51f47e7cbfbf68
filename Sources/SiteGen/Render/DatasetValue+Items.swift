import SiteData
import Widgets

// The items of each dataset shape. Texts are localised and formatted; hrefs are relative to
// the page being rendered (nil: no link).

struct StatCardItem: Sendable {
    var label: String
    var value: String
    var subtitle: String?
    var href: String?
    var gradient: GradientToken
    var icon: Icon
}

struct ActionItemsValue: Sendable {
    struct Item: Sendable {
        var title: String
        var description: String?
        var urgency: Urgency
        var urgencyLabel: String
        var href: String?
        /// The link's text, naming what it opens ("Open Rice University"): 26 links all
        /// reading "Open" told a screen-reader user nothing.
        var linkLabel: String?
    }
    var items: [Item]
    /// Link to the page listing all of them (the actions page), for "Show all {n}".
    var allHref: String?
}

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

struct CountItem: Sendable {
    var label: String
    var count: Int
    var href: String?
    /// Token for this item's colour, when items have their own (sentiment, platform).
    var color: String?
    /// Its icon, when items have their own (platform).
    var icon: Icon? = nil
}

struct ShareItem: Sendable {
    var label: String
    var count: Int
    /// 0…100, one decimal; nil when nothing was analysed.
    var percentage: Double?
    var percentLabel: String
    var color: String?
    /// The share as a screen reader says it ("Very Positive: 6 posts, 23.1 percent"), when the
    /// page words it: the bar's tooltip and, joined, the chart's description.
    var spoken: String? = nil
}

struct CalendarValue: Sendable {
    /// Whole weeks, Monday first, oldest first; days after `today` have count 0 and are marked.
    var days: [(date: LocalDate, count: Int)]
    var firstDay: LocalDate
    var today: LocalDate
    var tooltip: @Sendable (LocalDate, Int) -> String
}

struct GlanceItem: Sendable {
    var label: String
    var value: String
    var detail: String?
    var level: GlanceMetric.Level
    var levelLabel: String?
}

struct LatestMetricItem: Sendable {
    var name: String
    /// Value with unit, formatted ("88.5 mph", ".345").
    var value: String
    var date: String
    var verified: Bool
    /// "Verified" or "Self-reported".
    var badge: String
}

struct MetricSeriesItem: Sendable {
    var id: String
    var name: String
    var points: [(date: LocalDate, value: Double, label: String, valueLabel: String)]
    var unit: String?
    /// Shown under the series title when the chart draws only the latest points.
    var note: String? = nil
}

struct MetricTypeItem: Sendable {
    var name: String
    var count: String
    var min: String
    var max: String
    var average: String
    var unit: String?
    var trend: PerformanceModel.Trend?
    var trendLabel: String?
    /// The trend as a screen reader says it: "Fastball Velocity is improving (lower is better)".
    var trendSpoken: String? = nil
    var lowerIsBetter: Bool
    /// Values oldest first, for the mini bar chart.
    var values: [Double]
    var valueLabels: [String]
    var dateLabels: [String]
    /// The metric type as stored (`velocity`): ties the item to its panel in the type switch.
    var id: String = ""
}

struct MetricRecordItem: Sendable {
    var date: String
    var type: String
    var value: String
    var unit: String?
    var verified: Bool
    var badge: String
    var notes: String?
    /// The event the record was taken at, and a link to it (the school page's event row).
    var event: String? = nil
    var eventHref: String? = nil
}

struct EventItem: Sendable {
    var name: String
    var date: String
    var type: String?
    var location: String?
    var school: String?
    var schoolHref: String?
    var url: String?
    /// The row's id, so that other pages can link to the event (`SitePath.eventAnchor`).
    var anchor: String? = nil
}

struct ActivityItem: Sendable {
    var date: String
    /// What happened: an interaction, offer, event, metric, note or post.
    var icon: Icon
    var text: String
    var href: String?
}

struct TaskItemRow: Sendable {
    var text: String
    var done: Bool
    var date: String?
}

struct FollowupItem: Sendable {
    var coach: String
    var school: String?
    var schoolHref: String?
    /// "Never contacted" or "23 days".
    var silence: String
}

struct RecordsValue: Sendable {
    struct Cell: Sendable {
        var text: String
        var href: String?
        init(_ text: String, href: String? = nil) { self.text = text; self.href = href }
    }
    var columns: [String]
    /// Indexes of columns holding numbers (right-aligned).
    var numericColumns: Set<Int>
    var rows: [[Cell]]
}

struct TimelineItem: Sendable {
    var date: String
    var title: String
    var detail: String?
    var badge: String?
}

struct PostItem: Sendable {
    var platform: String
    /// `twitter` or `instagram` (colour token).
    var platformKey: String
    var handle: String?
    var date: String
    var content: String?
    var url: String?
}

struct NoteItem: Sendable {
    var title: String
    var href: String?
    var date: String?
    var tags: [String]
    var excerpt: String?
}

struct LinkItem: Sendable {
    var title: String
    var url: String
}

struct RankItem: Sendable {
    var name: String
    var href: String?
    var count: Int
    var countLabel: String
}

struct FactItem: Sendable {
    var label: String
    var value: String?
    var href: String?
}

struct DownloadItem: Sendable {
    var href: String
    var label: String
}

struct VariantTab: Sendable {
    var label: String
    var href: String
    var isCurrent: Bool
}

struct AthleteCardItem: Sendable {
    var name: String
    var detail: String?
    var href: String
    var figures: [(label: String, value: String)]
    /// The photo's address and its alternative text.
    var photo: (src: String, alt: String)? = nil
    /// The card's `id` when it is the first of its letter (`letter-m`).
    var anchor: String? = nil
}
