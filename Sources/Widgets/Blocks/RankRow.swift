/// One entry of a ranked list (`<ol class="ranked-list">`): name (a link when `href` is given)
/// and a muted count.
public struct RankRow: Component {
    public var name: String
    public var href: String?
    public var countLabel: String

    public init(name: String, href: String? = nil, countLabel: String) {
        self.name = name
        self.href = href
        self.countLabel = countLabel
    }

    public var node: Node {
        .element("li", [], [
            href.map { Node.element("a", [.href($0)], [.text(name)]) } ?? .text(name),
            .text(" "), .element("span", [.class("muted")], [.text(countLabel)]),
        ])
    }
}
