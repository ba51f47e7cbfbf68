import SiteData
import Widgets

/// Notes: title, date, tags, excerpt, link.
/// Page-spec name `notes`.
enum NotesShape: DatasetShapeDefinition {
    typealias Value = [NoteItem]
    static let summary = "title, date, tags, excerpt, link"

    enum Widget: String, WidgetChoice { case noteList = "note_list", list, table }

    static func draw(_ w: Widget, _ items: Value, _ a: WidgetRenderer.Args, _ r: WidgetRenderer) -> (Node, Int) {
        let page = r.page
        switch w {
        case .noteList, .list:
            let rows = items.prefix(a.limit).map { n in
                let tags = n.tags.isEmpty ? nil : n.tags.map { "#\($0)" }.joined(separator: " ")
                return NoteRow(title: n.title, href: n.href, meta: Page.dotJoined(n.date, tags) ?? "", excerpt: n.excerpt).node
            }
            return (.element("ul", [.class("note-list")], Array(rows)), 0)
        case .table:
            let rows = items.prefix(a.limit).map { [r.link($0.title, $0.href), .text($0.date ?? "")] }
            return (r.dataTable(a.title, headers: [page.t(.notesTitle), page.t(.chartDate)], rows: rows), 0)
        }
    }
}
