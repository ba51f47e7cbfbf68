/// "Show all {n}" under a list cut at its limit, linking to the whole list.
public struct ShowAllLink: Component {
    public var label: String
    public var href: String

    public init(_ label: String, href: String) {
        self.label = label
        self.href = href
    }

    public var node: Node {
        .element("p", [.class("show-all")], [.element("a", [.href(href)], [.text(label)])])
    }
}
