import Widgets

/// The links between the pages of a long list: Previous · up to 9 page numbers around the
/// current one · Next (`ListPages`, the family index).
enum Pager {
    /// Nothing for a single page. `path` gives the site path of page `n` (1-based); `fragment`
    /// (e.g. `#recruiting`, the feed's filter) follows every link.
    static func node(_ page: Page, number: Int, pages: Int, title: String, fragment: String = "",
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
}
