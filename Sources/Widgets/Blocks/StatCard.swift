/// A dashboard stat card: gradient from a token, icon, big value, label, optional subtitle;
/// the whole card is a link when `href` is given.
public struct StatCard: Component {
    public var label: String
    public var value: String
    public var subtitle: String?
    public var icon: Icon
    public var gradient: GradientToken
    public var href: String?

    public init(label: String, value: String, subtitle: String? = nil, icon: Icon, gradient: GradientToken, href: String? = nil) {
        self.label = label
        self.value = value
        self.subtitle = subtitle
        self.icon = icon
        self.gradient = gradient
        self.href = href
    }

    public var node: Node {
        var children: [Node] = [
            .element("span", [.class("w-stat-icon")], [icon.node]),
            .element("span", [.class("w-stat-value")], [.text(value)]),
            .element("span", [.class("w-stat-label")], [.text(label)]),
        ]
        if let subtitle { children.append(.element("span", [.class("w-stat-sub")], [.text(subtitle)])) }
        let style = "--w-g1:" + gradient.startCSS + ";--w-g2:" + gradient.endCSS
        let attributes: [Attribute] = [.class("w-stat"), .attr("style", style)]
        if let href { return .element("a", [.href(href)] + attributes, children) }
        return .element("div", attributes, children)
    }
}
