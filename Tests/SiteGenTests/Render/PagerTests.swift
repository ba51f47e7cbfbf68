import Testing
import Widgets
@testable import SiteGen

/// The pager written straight to markup is the tree of elements it was built as: every page
/// of lists of 1 to 14 pages, with and without a fragment, a title with markup.
@Suite struct PagerTests {
    /// The former pager: a `Node` per element.
    static func tree(_ page: Page, number: Int, pages: Int, title: String, fragment: String, path: (Int) -> String) -> Node {
        guard pages > 1 else { return .empty }
        func link(_ n: Int, _ text: String, rel: String? = nil) -> Node {
            var attrs: [Attribute] = [.href(page.href(path(n)) + fragment)]
            if n == number, rel == nil { attrs.append(.aria("current", "page")) }
            if let rel { attrs.append(.attr("rel", rel)) }
            return .element("li", [], [.element("a", attrs, [.text(text)])])
        }
        let first = Swift.max(1, Swift.min(number - 4, pages - 8))
        var items: [Node] = []
        if number > 1 { items.append(link(number - 1, page.t(.listPreviousPage), rel: "prev")) }
        for n in first...Swift.min(pages, first + 8) { items.append(link(n, page.formatter.integer(n))) }
        if number < pages { items.append(link(number + 1, page.t(.listNextPage), rel: "next")) }
        return .element("nav", [.class("pager"), .aria("label", page.t(.listPages, ["title": title]))], [.element("ul", [], items)])
    }

    @Test func writtenPagerIsTheTree() throws {
        let athlete = try SchoolPagesFixture.site("ana-diaz")
        let path = { (n: Int) in ListPages.path("ana-diaz/social/feed", pageNumber: n) }
        var compared = 0
        for pages in 1...14 {
            for number in 1...pages {
                for fragment in ["", "#recruiting"] {
                    let page = athlete.page(path(number), tab: .social)
                    let title = "Posts <\(pages)> & \"all\""
                    let written = Pager.node(page, number: number, pages: pages, title: title, fragment: fragment, path: path)
                    #expect(written.render() == Self.tree(page, number: number, pages: pages, title: title, fragment: fragment, path: path).render(),
                            "\(number) of \(pages) \(fragment)")
                    compared += 1
                }
            }
        }
        #expect(compared == 210)
    }

    /// A list's page paths: the first at the folder's `index.html`, the others in `page-<n>/`.
    @Test func listPagePaths() {
        #expect([0, 1, 2, 10, 123].map { ListPages.path("ana-diaz/social/feed", pageNumber: $0) } == [
            "ana-diaz/social/feed/index.html", "ana-diaz/social/feed/index.html", "ana-diaz/social/feed/page-2/index.html",
            "ana-diaz/social/feed/page-10/index.html", "ana-diaz/social/feed/page-123/index.html",
        ])
        #expect(ListPages.path("zoë", pageNumber: 3) == "zoë/page-3/index.html")
    }
}
