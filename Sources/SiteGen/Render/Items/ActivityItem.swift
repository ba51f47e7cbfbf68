import SiteData
import Widgets

struct ActivityItem: Sendable {
    var date: String
    /// What happened: an interaction, offer, event, metric, note or post.
    var icon: Icon
    var text: String
    var href: String?
}
