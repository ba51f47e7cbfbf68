/// A card: an optional title at the given heading level (the card's first child, styled by the
/// theme as `.card > h2`/`h3`: no class, a page has dozens of cards), an optional description,
/// then the body.
public struct Card: Component {
    public var title: String?
    /// 2…6: the title's heading level.
    public var headingLevel: Int
    public var description: String?
    public var body: Node

    public init(title: String?, headingLevel: Int = 3, description: String? = nil, body: Node) {
        self.title = title
        self.headingLevel = headingLevel
        self.description = description
        self.body = body
    }

    public var node: Node {
        var children: [Node] = []
        if let title {
            // The title alone, no header around it (it never held anything else): a page has
            // dozens of cards.
            children.append(.element("h\(headingLevel)", [], [.text(title)]))
        }
        if let description { children.append(.element("p", [.class("card-description muted")], [.text(description)])) }
        children.append(body)
        return .element("div", [.class("card")], children)
    }
}
