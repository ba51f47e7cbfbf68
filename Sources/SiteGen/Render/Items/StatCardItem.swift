import SiteData
import Widgets

struct StatCardItem: Sendable {
    var label: String
    var value: String
    var subtitle: String?
    var href: String?
    var gradient: GradientToken
    var icon: Icon
}
