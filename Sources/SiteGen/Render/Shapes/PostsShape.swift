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
            let rows = items.prefix(a.limit).map { p in
                PostRow(platform: p.platform, platformKey: p.platformKey, meta: Page.dotJoined(p.handle, p.date) ?? "",
                        content: p.content, href: p.link?.url, other: p.other).node
            }
            return (.element("ul", [.class("post-list")], Array(rows)), 0)
        case .table:
            let rows = items.prefix(a.limit).map { [Node.text($0.date), .text($0.platform), .text($0.handle ?? ""), .text($0.content ?? "")] }
            return (r.dataTable(a.title, headers: [page.t(.chartDate), page.t(.socialPlatform), page.t(.socialAuthor), page.t(.socialContent)],
                              rows: rows), 0)
        }
    }
}
