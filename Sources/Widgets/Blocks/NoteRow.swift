/// One note in a list: title (a link when `href` is given), a muted meta line, an excerpt.
public struct NoteRow: Component {
    public var title: String
    public var href: String?
    /// Date and tags, already joined.
    public var meta: String
    public var excerpt: String?

    public init(title: String, href: String? = nil, meta: String, excerpt: String? = nil) {
        self.title = title
        self.href = href
        self.meta = meta
        self.excerpt = excerpt
    }

    public var node: Node {
        .element("li", [.class("note-item")], [
            href.map { Node.element("a", [.class("note-title"), .href($0)], [.text(title)]) } ?? .element("span", [.class("note-title")], [.text(title)]),
            .element("p", [.class("muted")], [.text(meta)]),
            excerpt.map { .element("p", [.class("note-excerpt")], [.text($0)]) } ?? .empty,
        ])
    }
}
