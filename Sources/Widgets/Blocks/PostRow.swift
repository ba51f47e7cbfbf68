/// One social post in a list: platform icon (named for screen readers), meta line, and the content (a link to the post
/// when `href` is given).
public struct PostRow: Component {
    public var platform: String
    /// The platform as stored (`twitter`, `instagram`, …): which icon (`Icon.platform`).
    public var platformKey: String
    /// Author and date, already joined.
    public var meta: String
    public var content: String?
    public var href: String?
    /// A recruiting post in a list that filters them: `<li class="rec">` (the social feed's
    /// `#recruiting` filter hides every other row).
    public var recruiting: Bool

    public init(platform: String, platformKey: String, meta: String, content: String? = nil, href: String? = nil,
                recruiting: Bool = false) {
        self.platform = platform
        self.platformKey = platformKey
        self.meta = meta
        self.content = content
        self.href = href
        self.recruiting = recruiting
    }

    public var node: Node {
        // Written straight to markup (`MarkupWriter`): a feed page draws a hundred.
        Node.written(capacity: 512) { w in
            // No classes: the list's `.post-list > li` selectors style the meta line (the first
            // <p>) and the content (the second child); a feed draws thousands of rows.
            if recruiting { w.open("li", .class("rec")) } else { w.open("li") }
            w.open("p")
            Icon.writePlatform(platformKey, name: platform, into: &w)
            w.text(" ")
            w.text(meta)
            w.close("p")
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
}
