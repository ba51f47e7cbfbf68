import SiteData
import Widgets

/// Action items: title, description, urgency, optional link.
/// Page-spec name `action_items`.
enum ActionItemsShape: DatasetShapeDefinition {
    typealias Value = ActionItemsValue
    static let summary = "title, description, urgency, source (`suggestion`/`rule`), optional link"

    enum Widget: String, WidgetChoice { case actionItems = "action_items", list, table }

    static func isEmpty(_ v: Value) -> Bool { v.items.isEmpty }

    static func draw(_ w: Widget, _ v: Value, _ a: WidgetRenderer.Args, _ r: WidgetRenderer) -> (Node, Int) {
        let page = r.page
        switch w {
        case .actionItems:
            let shown = v.items.prefix(a.limit).map { item in
                ActionItemCard(title: item.title, description: item.description ?? "",
                               urgency: ActionItemCard.Urgency(rawValue: item.urgency.rawValue) ?? .low,
                               urgencyLabel: item.urgencyLabel, href: item.href, linkLabel: item.href.map { _ in item.linkLabel ?? page.t(.actionOpen) },
                               headingLevel: a.title == nil ? r.headingLevel : r.headingLevel + 1).node
            }
            var nodes: [Node] = [.element("div", [.class("action-items")], shown)]
            if v.items.count > a.limit, let all = v.allHref { nodes.append(r.showAll(all, count: v.items.count)) }
            return (.fragment(nodes), 0)
        case .list:
            let rows = v.items.prefix(a.limit).map { ListRow(title: $0.title, subtitle: $0.description, href: $0.href).node }
            return (.element("ul", [.class("w-list w-rows")], Array(rows)), 0)
        case .table:
            let rows = v.items.prefix(a.limit).map { [Node.text($0.urgencyLabel), r.link($0.title, $0.href), .text($0.description ?? "")] }
            return (r.dataTable(a.title, headers: [page.t(.urgencyLabel), page.t(.chartCategory), page.t(.chartValue)], rows: rows), 0)
        }
    }
}
