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

    public init(platform: String, platformKey: String, meta: String, content: String? = nil, href: String? = nil) {
        self.platform = platform
        self.platformKey = platformKey
        self.meta = meta
        self.content = content
        self.href = href
    }

    public var node: Node {
        // Written straight to markup (`MarkupWriter`): a feed page draws a hundred.
        Node.written(capacity: 512) { w in
            w.open("li", .class("post"))
            w.open("p", .class("post-meta"))
            Icon.writePlatform(platformKey, name: platform, into: &w)
            w.text(" ")
            w.text(meta)
            w.close("p")
            if let content {
                if let href {
                    w.open("a", .class("post-content"), .href(href), .attr("rel", "noopener noreferrer"))
                    w.text(content)
                    w.close("a")
                } else {
                    w.element("p", .class("post-content"), text: content)
                }
            }
            w.close("li")
        }
    }
}
