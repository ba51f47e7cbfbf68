/// Short names for the HTML elements pages use most.
extension Node {
    public static func div(_ attributes: [Attribute] = [], @NodeBuilder _ content: () -> Node) -> Node {
        element("div", attributes, content: content)
    }
    public static func span(_ attributes: [Attribute] = [], @NodeBuilder _ content: () -> Node) -> Node {
        element("span", attributes, content: content)
    }
    public static func p(_ attributes: [Attribute] = [], @NodeBuilder _ content: () -> Node) -> Node {
        element("p", attributes, content: content)
    }
    /// A link; `href` passes URL sanitising.
    public static func a(href: String, _ attributes: [Attribute] = [], @NodeBuilder _ content: () -> Node) -> Node {
        element("a", [.href(href)] + attributes, content: content)
    }
    public static func h2(_ attributes: [Attribute] = [], @NodeBuilder _ content: () -> Node) -> Node {
        element("h2", attributes, content: content)
    }
    public static func ul(_ attributes: [Attribute] = [], @NodeBuilder _ content: () -> Node) -> Node {
        element("ul", attributes, content: content)
    }
    public static func li(_ attributes: [Attribute] = [], @NodeBuilder _ content: () -> Node) -> Node {
        element("li", attributes, content: content)
    }
    public static func section(_ attributes: [Attribute] = [], @NodeBuilder _ content: () -> Node) -> Node {
        element("section", attributes, content: content)
    }
}
