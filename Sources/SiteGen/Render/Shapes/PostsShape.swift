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
            return (postList(items.prefix(a.limit)), 0)
        case .table:
            let rows = items.prefix(a.limit).map { [Node.text($0.date), .text($0.platform), .text($0.handle ?? ""), .text($0.content ?? "")] }
            return (r.dataTable(a.title, headers: [page.t(.chartDate), page.t(.socialPlatform), page.t(.socialAuthor), page.t(.socialContent)],
                              rows: rows), 0)
        }
    }

    /// The posts as a `post-list`, written with one writer (the school page's latest, a feed
    /// page's hundred): no node, no buffer and no `PostRow` per post, each platform's icon
    /// written once.
    static func postList(_ items: ArraySlice<PostItem>) -> Node {
        // Each platform's icon written once (a page has two or three platforms: a short list).
        var icons: [(key: String, name: String, icon: Node)] = []
        return Node.written(capacity: 256 + items.count * 2 * ListPages.postRow) { w in
            w.open("ul", .class("post-list"))
            for p in items {
                let icon: Node
                if let known = icons.first(where: { $0.key == p.platformKey && $0.name == p.platform }) {
                    icon = known.icon
                } else {
                    icon = PostRow.platformIcon(p.platformKey, name: p.platform)
                    icons.append((p.platformKey, p.platform, icon))
                }
                // `meta` as `Page.dotJoined(handle, date)` joins it, written as its pieces.
                PostRow.write(platform: p.platform, platformKey: p.platformKey, metaLead: p.handle, meta: p.date,
                              content: p.content, href: p.link?.url, other: p.other, icon: icon, into: &w)
            }
            w.close("ul")
        }
    }
}
