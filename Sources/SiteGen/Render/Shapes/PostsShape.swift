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
            // Posts read in place through their buffer, and each platform's icon by its index:
            // a for-in loop copied each post (a dozen strings) and the icon's entry, and freed them.
            items.withUnsafeBufferPointer { items in
                for k in items.indices {
                    var icon = -1
                    for j in icons.indices where icons[j].key == items[k].platformKey && icons[j].name == items[k].platform {
                        icon = j
                        break
                    }
                    if icon < 0 {
                        icons.append((items[k].platformKey, items[k].platform,
                                      PostRow.platformIcon(items[k].platformKey, name: items[k].platform)))
                        icon = icons.count - 1
                    }
                    // `meta` as `Page.dotJoined(handle, date)` joins it, written as its pieces.
                    PostRow.write(platform: items[k].platform, platformKey: items[k].platformKey, metaLead: items[k].handle,
                                  meta: items[k].date, content: items[k].content, href: items[k].link?.url, other: items[k].other,
                                  icon: icons[icon].icon, into: &w)
                }
            }
            w.close("ul")
        }
    }
}
