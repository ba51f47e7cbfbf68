import SiteData

struct FollowupItem: Sendable {
    var coach: String
    var school: String?
    var schoolHref: String?
    /// "Never contacted" or "23 days".
    var silence: String
}
