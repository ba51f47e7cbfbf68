/// One category with its count in a list: the label left (cut with an ellipsis by CSS, the
/// full label as tooltip; a link when `href` is given), the count right.
public struct CountRow: Component {
    public var label: String
    public var href: String?
    public var count: String

    public init(label: String, href: String? = nil, count: String) {
        self.label = label
        self.href = href
        self.count = count
    }

    public var node: Node {
        let title: Node = href.map { .element("a", [.class("w-row-title"), .href($0)], [.text(label)]) }
            ?? .element("span", [.class("w-row-title")], [.text(label)])
        return .element("li", [.class("w-row"), .title(label)], [
            .element("div", [.class("w-row-main")], [title]),
            .element("div", [.class("w-row-end")], [.element("strong", [], [.text(count)])]),
        ])
    }
}
