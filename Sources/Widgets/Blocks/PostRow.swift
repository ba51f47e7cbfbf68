/// One social post in a list: platform icon (named for screen readers), meta line, and the content (a link to the post
/// when `href` is given):
/// `<li><i class="ig">Instagram</i> @ana · Nov 3<a href="…">Visit!</a></li>`.
public struct PostRow: Component {
    public var platform: String
    /// The platform as stored (`twitter`, `instagram`, …): which icon (`Icon.platform`).
    public var platformKey: String
    /// Author and date, already joined.
    public var meta: String
    public var content: String?
    public var href: String?
    /// A post that a list filtering for recruiting posts hides: `<li class="other">` (the
    /// social feed's `#recruiting` filter hides these rows). Most of a feed is recruiting, so the
    /// rarer rows carry the class.
    public var other: Bool

    public init(platform: String, platformKey: String, meta: String, content: String? = nil, href: String? = nil,
                other: Bool = false) {
        self.platform = platform
        self.platformKey = platformKey
        self.meta = meta
        self.content = content
        self.href = href
        self.other = other
    }

    public var node: Node {
        // Written straight to markup (`MarkupWriter`): a feed page draws a hundred.
        Node.written(capacity: 512) { w in write(&w) }
    }

    /// The row written into `w` (as `node`): a feed page written with one writer makes no node
    /// and no buffer per post.
    public func write(_ w: inout MarkupWriter) {
        // No classes and no wrapper around the meta line: the list's `.post-list > li`
        // selectors style the row's own text (icon, author, date) as the meta line and its
        // second child (the content) as the post; a feed draws thousands of rows.
        if other { w.open("li", .class("other")) } else { w.open("li") }
        Icon.writePlatform(platformKey, name: platform, into: &w)
        w.text(" ")
        w.text(meta)
        if let content {
            if let href {
                // No `rel`: the page's `<meta name="referrer" content="no-referrer">` keeps the
                // referrer for every link at once (a feed writes thousands).
                w.open("a", .href(href))
                w.text(content)
                w.close("a")
            } else {
                w.open("p")
                w.text(content)
                w.close("p")
            }
        }
        w.close("li")
    }
}
