/// One link of a link list: the title linking to `url`; without a usable URL, the title and
/// the address as muted text.
public struct LinkRow: Component {
    public var title: String
    /// The address shown when there is no link.
    public var text: String
    /// A checked absolute URL, or nil.
    public var href: String?

    public init(title: String, text: String, href: String?) {
        self.title = title
        self.text = text
        self.href = href
    }

    public var node: Node {
        .element("li", [], [
            href.map { Node.element("a", [.href($0)], [.text(title)]) }
                ?? .fragment([.text(title), .text(" "), .element("span", [.class("muted")], [.text(text)])]),
        ])
    }
}
