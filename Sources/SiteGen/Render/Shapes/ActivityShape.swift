import SiteData
import Widgets

/// Dated activity entries of mixed kinds, newest first.
/// Page-spec name `activity`.
enum ActivityShape: DatasetShapeDefinition {
    typealias Value = [ActivityItem]
    static let summary = "dated entries (interaction, offer, event, metric, note), newest first"

    enum Widget: String, WidgetChoice { case activityFeed = "activity_feed", timeline, list }

    static func draw(_ w: Widget, _ items: Value, _ a: WidgetRenderer.Args, _ r: WidgetRenderer) -> (Node, Int) {
        switch w {
        case .activityFeed, .timeline, .list:
            let rows = items.prefix(a.limit).map { item in
                ListRow(title: item.text, subtitle: item.date, icon: item.icon, href: item.href).node
            }
            return (.element("ul", [.class("w-list w-rows activity")], Array(rows)), 0)
        }
    }
}
