import SiteData
import Widgets

struct GlanceItem: Sendable {
    var label: String
    var value: String
    var detail: String?
    var level: GlanceMetric.Level
    var levelLabel: String?
}
