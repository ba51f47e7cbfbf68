import Widgets

/// The links between the pages of a long list: Previous · up to 9 page numbers around the
/// current one · Next (`ListPages`, the family index).
enum Pager {
    /// Nothing for a single page. `path` gives the site path of page `n` (1-based); `fragment`
    /// (e.g. `#recruiting`, the feed's filter) follows every link.
    static func node(_ page: Page, number: Int, pages: Int, title: String, fragment: String = "",
                     path: (Int) -> String) -> Node {
        guard pages > 1 else { return .empty }
        let first = Swift.max(1, Swift.min(number - 4, pages - 8))
        let last = Swift.min(pages, first + 8)
        // Written straight to markup: every page of a long list has one, and the feed two.
        return Node.written(capacity: 256 + (last - first) * 64) { w in
            func link(_ n: Int, _ text: String, rel: String? = nil) {
                let href = Attribute.href(page.href(path(n)) + fragment)
                w.open("li")
                if let rel {
                    w.open("a", href, .attr("rel", rel))
                } else if n == number {
                    w.open("a", href, .aria("current", "page"))
                } else {
                    w.open("a", href)
                }
                w.text(text)
                w.close("a")
                w.close("li")
            }
            w.open("nav", .class("pager"), .aria("label", page.t(.listPages, ["title": title])))
            w.open("ul")
            if number > 1 { link(number - 1, page.t(.listPreviousPage), rel: "prev") }
            for n in first...last { link(n, page.formatter.integer(n)) }
            if number < pages { link(number + 1, page.t(.listNextPage), rel: "next") }
            w.close("ul")
            w.close("nav")
        }
    }
}
