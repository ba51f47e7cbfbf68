import SiteData
import Testing
import Widgets
@testable import SiteGen

/// The timeline and posts shapes write their lists with one writer: exactly the former trees
/// (a `<ul>` element of each row's node), on rows full of markup, quotes and non-ASCII.
@Suite struct ListShapesTests {
    static let texts: [String?] = [nil, "", "<script>alert(1)</script>", #"He said "yes" & 'no'"#, "Zoë Łódź 中文 👍🏽\nline"]

    func args(limit: Int) -> WidgetRenderer.Args {
        WidgetRenderer.Args(title: "T", description: nil, color: .primary, limit: limit, emptyText: nil)
    }

    @Test(arguments: [0, 1, 7, 100]) func timelineIsTheFormerTree(limit: Int) throws {
        let r = try WidgetRenderer(page: WidgetRendererTests().page(), idPrefix: "w")
        let items = (0..<40).map { k in
            TimelineItem(date: "Mar \(k % 28 + 1), 2026", title: Self.texts[k % 5] ?? "Email · <Coach>",
                         detail: Self.texts[(k + 2) % 5], badge: Self.texts[(k + 1) % 5])
        }
        for kind in [TimelineShape.Widget.timeline, .list] {
            let former = Node.element("ul", [.class("w-list w-rows timeline w-badges")], items.prefix(limit).map { item in
                ListRow(title: item.title, subtitle: Page.dotJoined(item.date, item.detail) ?? "",
                        trailing: item.badge.map { .text($0) } ?? .empty).node
            })
            let (node, charts) = TimelineShape.draw(kind, items, args(limit: limit), r)
            #expect(node.render() == former.render())
            #expect(charts == 0)
        }
    }

    /// Items kept as parts (title "type · coach", detail "by · notes"): written as the joined
    /// Strings' rows, for every mix of missing, empty and escaped parts.
    @Test func timelinePartsAreTheJoinedRows() throws {
        let r = try WidgetRenderer(page: WidgetRendererTests().page(), idPrefix: "w")
        let items = (0..<125).map { k in
            TimelineItem(date: Self.texts[k % 5] ?? "Mar 3, 2026", titleLead: Self.texts[(k / 5) % 5] ?? "Email",
                         titleTail: Self.texts[(k / 25) % 5], detailLead: Self.texts[(k + 1) % 5],
                         detailTail: Self.texts[(k / 5 + 2) % 5], badge: Self.texts[(k / 25 + 3) % 5])
        }
        let former = Node.element("ul", [.class("w-list w-rows timeline w-badges")], items.map { item in
            ListRow(title: Page.dotJoined(item.titleLead, item.titleTail) ?? item.titleLead,
                    subtitle: Page.dotJoined(item.date, Page.dotJoined(item.detailLead, item.detailTail)) ?? "",
                    trailing: item.badge.map { .text($0) } ?? .empty).node
        })
        let (node, _) = TimelineShape.draw(.timeline, items, args(limit: 1000), r)
        #expect(node.render() == former.render())
        #expect(items[2].title == "Email")
        #expect(items[50].title == "Email · <script>alert(1)</script>")
        #expect(items[4].detail == "<script>alert(1)</script>")
    }

    @Test(arguments: [0, 1, 5, 100]) func postListIsTheFormerTree(limit: Int) throws {
        let r = try WidgetRenderer(page: WidgetRendererTests().page(), idPrefix: "w")
        let links: [WebLink?] = [nil, WebLink("https://x.com/a/status/1?q=\"<b>\"&r=1"), WebLink("javascript:alert(1)")]
        let items = (0..<30).map { k in
            PostItem(platform: k % 2 == 0 ? "Twitter" : "Instagram", platformKey: k % 2 == 0 ? "twitter" : "instagram",
                     handle: [nil, "@ana", "@<b>zoë</b>"][k % 3], date: "Mar \(k % 28 + 1), 2026", content: Self.texts[k % 5],
                     link: links[k % 3], other: k % 4 == 0)
        }
        for kind in [PostsShape.Widget.postList, .list] {
            let former = Node.element("ul", [.class("post-list")], items.prefix(limit).map { p in
                PostRow(platform: p.platform, platformKey: p.platformKey, meta: Page.dotJoined(p.handle, p.date) ?? "",
                        content: p.content, href: p.link?.url, other: p.other).node
            })
            let (node, _) = PostsShape.draw(kind, items, args(limit: limit), r)
            #expect(node.render() == former.render())
        }
    }

    /// The records shape's table, written cell by cell (`DataTable.Rows`), is the table of the
    /// same rows as `DataTable.Cell`s: links, markup, quotes, non-ASCII, empty, ragged rows,
    /// named and unnamed numeric columns, cut at the limit.
    @Test(arguments: [0, 3, 40]) func recordsTableIsTheCellsTable(limit: Int) throws {
        let r = try WidgetRenderer(page: WidgetRendererTests().page(), idPrefix: "w")
        for numeric: Set<Int> in [[], [1, 3], [0, 13]] {
            let rows = (0..<30).map { k in
                (0..<(3 + k % 3)).map { c in
                    RecordsValue.Cell(Self.texts[(k + c) % 5] ?? "-", href: (k + c) % 4 == 0 ? "../x/index.html?a=\"1\"&b=<2>" : nil)
                }
            }
            let value = RecordsValue(columns: ["A", "B & <b>", "Zoë", "D"], numericColumns: numeric, rows: rows)
            let (node, charts) = RecordsShape.draw(.table, value, args(limit: limit), r)
            let cells = rows.prefix(limit).map { $0.map { c in c.href.map { DataTable.Cell.link(c.text, href: $0) } ?? .text(c.text) } }
            let former = r.dataTable("T", headers: value.columns, cells: Array(cells), numeric: numeric)
            #expect(node.render() == former.render(), "\(numeric)")
            #expect(charts == 0)
        }
    }
}
