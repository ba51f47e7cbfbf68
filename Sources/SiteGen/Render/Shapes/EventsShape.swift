import SiteData
import Widgets

/// Events: name, date, type, location, school.
/// Page-spec name `events`.
enum EventsShape: DatasetShapeDefinition {
    typealias Value = [EventItem]
    static let summary = "name, start date, type, location, school"

    enum Widget: String, WidgetChoice { case list, table }

    static func draw(_ w: Widget, _ items: Value, _ a: WidgetRenderer.Args, _ r: WidgetRenderer) -> (Node, Int) {
        let page = r.page
        switch w {
        case .list:
            let rows = items.prefix(a.limit).map { e in
                var row = ListRow(title: e.name, subtitle: [e.date, e.type, e.location, e.school].compactMap { $0 }.joined(separator: " · "),
                                  icon: .calendar, href: e.link?.url)
                row.anchor = e.anchor
                return row.node
            }
            return (.fragment([.element("ul", [.class("w-list w-rows events")], Array(rows)), r.calendarLink]), 0)
        case .table:
            let rows = items.prefix(a.limit).map { [r.link($0.name, $0.link?.url), .text($0.date), .text($0.type ?? ""), .text($0.location ?? "")] }
            return (.fragment([r.dataTable(a.title, headers: [page.t(.eventName), page.t(.chartDate), page.t(.eventType), page.t(.eventLocation)],
                                         rows: rows), r.calendarLink]), 0)
        }
    }
}
