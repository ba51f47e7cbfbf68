import SiteData
import Widgets

/// The dashboard's four at-a-glance figures.
/// Page-spec name `glance`.
enum GlanceShape: DatasetShapeDefinition {
    typealias Value = [GlanceItem]
    static let summary = "the dashboard's four figures with their levels"

    enum Widget: String, WidgetChoice { case atAGlance = "at_a_glance" }

    static func draw(_ w: Widget, _ items: Value, _ a: WidgetRenderer.Args, _ r: WidgetRenderer) -> (Node, Int) {
        switch w {
        case .atAGlance:
            let cards = items.map { item in
                GlanceMetric(label: item.label, value: item.value, detail: item.detail,
                             level: item.level, levelLabel: item.levelLabel).node
            }
            return (.element("div", [.class("card-grid glance-grid")], cards), 0)
        }
    }
}
