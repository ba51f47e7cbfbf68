import SiteData

struct LatestMetricItem: Sendable {
    var name: String
    /// Value with unit, formatted ("88.5 mph", ".345").
    var value: String
    var date: String
    var verified: Bool
    /// "Verified" or "Self-reported".
    var badge: String
}
