import SiteData
import Widgets

struct CountItem: Sendable {
    var label: String
    var count: Int
    var href: String?
    /// Token for this item's colour, when items have their own (sentiment, platform).
    var color: String?
    /// Its icon, when items have their own (platform).
    var icon: Icon? = nil
}
