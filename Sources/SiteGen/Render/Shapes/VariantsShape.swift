import SiteData
import Widgets

/// Links to the page's variants (date ranges).
/// Page-spec name `variants`.
enum VariantsShape: DatasetShapeDefinition {
    typealias Value = [VariantTab]
    static let summary = "the page's variants: label, link, current"

    enum Widget: String, WidgetChoice { case tabs }

    static func draw(_ w: Widget, _ tabs: Value, _ a: WidgetRenderer.Args, _ r: WidgetRenderer) -> (Node, Int) {
        switch w {
        case .tabs:
            (Tabs(label: a.title ?? "", tabs: tabs.map { Tabs.Tab(label: $0.label, href: $0.href, isCurrent: $0.isCurrent) }).node, 0)
        }
    }
}
