/// One link of a link list: the title linking to `url`; without a usable URL, the title and
/// the address as muted text.
public struct LinkRow: Component {
    public var title: String
    /// The address shown when there is no link.
    public var text: String
    /// A checked absolute URL, or nil.
    public var href: String?
    /// A picture before the title (a video's thumbnail; decorative: the title says what it is), or nil.
    public var image: String?

    public init(title: String, text: String, href: String?, image: String? = nil) {
        self.title = title
        self.text = text
        self.href = href
        self.image = image
    }

    public var node: Node {
        let label: Node = href.map { Node.element("a", [.href($0)], [.text(title)]) }
            ?? .fragment([.text(title), .text(" "), .element("span", [.class("muted")], [.text(text)])])
        guard let image else { return .element("li", [], [label]) }
        return .element("li", [.class("link-with-thumb")], [
            .element("img", [.class("link-thumb"), .attr("src", image), .attr("alt", ""), .attr("loading", "lazy")]),
            label,
        ])
    }
}
