import SiteData
import Widgets

/// Dated interactions, newest first.
/// Page-spec name `timeline`.
enum TimelineShape: DatasetShapeDefinition {
    typealias Value = [TimelineItem]
    static let summary = "dated interactions, newest first"

    enum Widget: String, WidgetChoice { case timeline, list, table }

    static func draw(_ w: Widget, _ items: Value, _ a: WidgetRenderer.Args, _ r: WidgetRenderer) -> (Node, Int) {
        let page = r.page
        switch w {
        case .timeline, .list:
            // A row's badge (the sentiment) is its end's text: the list's `w-badges` draws each
            // row's end as a badge, where a `<span class="w-badge">` in every row of a school's
            // hundred was a fifth of the row.
            // One writer for the list and its rows (a school's log draws a hundred): no node
            // and no buffer per row.
            let shown = items.prefix(a.limit)
            return (Node.written(capacity: 64 + shown.count * 200) { w in
                w.open("ul", .class("w-list w-rows timeline w-badges"))
                for item in shown { write(item, into: &w) }
                w.close("ul")
            }, 0)
        case .table:
            let rows = items.prefix(a.limit).map { [Node.text($0.date), .text($0.title), .text($0.detail ?? "")] }
            return (r.dataTable(a.title, headers: [page.t(.chartDate), page.t(.chartCategory), page.t(.chartValue)], rows: rows), 0)
        }
    }

    /// The row `ListRow(title:subtitle:trailing:)` writes for `item` (title "type · coach",
    /// subtitle "date · by · notes", the badge as its end), written from the item's parts:
    /// escaping is byte by byte and " · " needs none, so writing the parts one after the
    /// other gives the bytes of the joined Strings, without making them (a school's hundred rows).
    static func write(_ item: TimelineItem, into w: inout MarkupWriter) {
        let dot = " · "
        w.open("li")
        w.open("div")
        w.open("span")
        w.text(item.titleLead)
        if let tail = item.titleTail { w.text(dot); w.text(tail) }
        w.close("span")
        w.text(item.date)
        if let lead = item.detailLead { w.text(dot); w.text(lead) }
        if let tail = item.detailTail { w.text(dot); w.text(tail) }
        w.close("div")
        if let badge = item.badge, !badge.isEmpty {
            w.open("div")
            w.text(badge)
            w.close("div")
        }
        w.close("li")
    }
}
