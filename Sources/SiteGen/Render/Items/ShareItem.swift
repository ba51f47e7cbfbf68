import SiteData

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
