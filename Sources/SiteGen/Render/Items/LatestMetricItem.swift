import SiteData

struct LatestMetricItem: Sendable {
    var name: String
    /// Value with unit, formatted ("88.5 mph", ".345").
    var value: String
    var date: String
    var verified: Bool
    /// "Verified" or "Self-reported".
    var badge: String
    /// Who measured it and where ("PBR verified · PBR Showcase"); a headline mark's only.
    var source: String? = nil
    /// Its event's `url`, so a coach can check it.
    var sourceHref: String? = nil
    /// A better self-reported mark beside a verified headline ("Self-reported 90.3 mph · May 1, 2026").
    var note: String? = nil
}
