import SiteData

struct TimelineItem: Sendable {
    var date: String
    var title: String
    var detail: String?
    var badge: String?
}
