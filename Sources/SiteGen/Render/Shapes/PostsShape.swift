import SiteData
import Widgets

/// Social posts: platform, author, date, content.
/// Page-spec name `posts`.
enum PostsShape: DatasetShapeDefinition {
    typealias Value = [PostItem]
    static let summary = "platform, author handle, date, content, URL"

    enum Widget: String, WidgetChoice { case postList = "post_list", list, table }

    static func draw(_ w: Widget, _ items: Value, _ a: WidgetRenderer.Args, _ r: WidgetRenderer) -> (Node, Int) {
        let page = r.page
        switch w {
        case .postList, .list:
            let shown = items.prefix(a.limit)
            return (Node.written(capacity: 64 + shown.count * 400) { w in
                w.open("ul", .class("post-list"))
                for p in shown {
                    PostRow.write(platform: p.platform, platformKey: p.platformKey, metaLead: p.handle, meta: p.date,
                                  content: p.content, href: p.link?.url, other: p.other, into: &w)
                }
                w.close("ul")
            }, 0)
        case .table:
            let rows = items.prefix(a.limit).map { [Node.text($0.date), .text($0.platform), .text($0.handle ?? ""), .text($0.content ?? "")] }
            return (r.dataTable(a.title, headers: [page.t(.chartDate), page.t(.socialPlatform), page.t(.socialAuthor), page.t(.socialContent)],
                              rows: rows), 0)
        }
    }
}
