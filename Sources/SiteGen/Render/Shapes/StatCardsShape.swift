import SiteData
import Widgets

/// The kind of data a dataset is; each widget draws some shapes.
/// Labelled counts with an optional subtitle, link and gradient token (stat cards).
/// Page-spec name `stat_cards`.
enum StatCardsShape: DatasetShapeDefinition {
    typealias Value = [StatCardItem]
    static let summary = "label, value, optional subtitle, optional link, gradient token"

    enum Widget: String, WidgetChoice { case statCards = "stat_cards" }

    static func draw(_ w: Widget, _ items: Value, _ a: WidgetRenderer.Args, _ r: WidgetRenderer) -> (Node, Int) {
        let page = r.page
        switch w {
        case .statCards:
            let cards = items.map { item in
                StatCard(label: item.label, value: item.value, subtitle: item.subtitle,
                         icon: item.icon, gradient: item.gradient, href: item.href,
                         accessibleLabel: page.t(.statsCardLabel, ["title": item.label, "count": item.value])).node
            }
            return (.element("div", [.class("stat-grid")], cards), 0)
        }
    }
}
