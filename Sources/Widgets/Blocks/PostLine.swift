/// One post as a lighter row, for a list that repeats posts shown in full elsewhere (the
/// recruiting posts, each in full in the feed): `<li><small>meta</small> text</li>`, no icon, no
/// link, no class (`.post-lines > li` styles it).
public struct PostLine: Component {
    /// Date, author and platform, already joined.
    public var meta: String
    public var content: String?

    public init(meta: String, content: String? = nil) {
        self.meta = meta
        self.content = content
    }

    public var node: Node {
        // Written straight to markup (`MarkupWriter`): a list draws hundreds.
        Node.written(capacity: 160) { w in
            w.open("li")
            w.open("small")
            w.text(meta)
            w.close("small")
            if let content {
                w.text(" ")
                w.text(content)
            }
            w.close("li")
        }
    }
}
