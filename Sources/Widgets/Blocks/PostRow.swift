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
        .element("li", [.class("post")], [
            .element("p", [.class("post-meta")], [
                Icon.platform(platformKey, name: platform), .text(" "), .text(meta),
            ]),
            content.map { c in
                href.map { Node.element("a", [.class("post-content"), .href($0), .attr("rel", "noopener noreferrer")], [.text(c)]) }
                    ?? .element("p", [.class("post-content")], [.text(c)])
            } ?? .empty,
        ])
    }
}
