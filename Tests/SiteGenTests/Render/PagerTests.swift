import Foundation
import SiteData
import Testing
@testable import SiteGen
import Widgets

/// The pager written straight to markup: the markup of the former tree of nodes, on every
/// page of lists of 1 to 14 pages, with a fragment and a title that need escaping.
@Suite struct PagerTests {
    /// The former `Pager.node`, kept here as the reference.
    static func formerNode(_ page: Page, number: Int, pages: Int, title: String, fragment: String,
                           path: (Int) -> String) -> Node {
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

    @Test(arguments: [Language.en, .pl])
    func everyPageOfEveryLength(_ language: Language) throws {
        let site = try AnalyticsFixture.site("ana-diaz", language)
        let path = { (n: Int) in ListPages.path("ana-diaz/social/posts", pageNumber: n) }
        for pages in 1...14 {
            for number in 1...pages {
                let page = site.page(path(number), tab: .social)
                for (title, fragment) in [("Posts", ""), (#"<b>"Zoë" & co</b>"#, "#recruiting")] {
                    let written = Pager.node(page, number: number, pages: pages, title: title, fragment: fragment, path: path).render()
                    #expect(written == Self.formerNode(page, number: number, pages: pages, title: title, fragment: fragment, path: path).render())
                }
            }
        }
        let page = site.page(path(2), tab: .social)
        #expect(Pager.node(page, number: 2, pages: 3, title: "Posts", path: path).render() == (language == .en
            ? #"<nav class="pager" aria-label="Pages: Posts"><ul><li><a href="../index.html" rel="prev">Previous</a></li><li><a href="../index.html">1</a></li><li><a href="index.html" aria-current="page">2</a></li><li><a href="../page-3/index.html">3</a></li><li><a href="../page-3/index.html" rel="next">Next</a></li></ul></nav>"#
            : Pager.node(page, number: 2, pages: 3, title: "Posts", path: path).render()))
    }
}
