/// A dashboard stat card: gradient from a token, icon, big value, label, optional subtitle;
/// the whole card is a link when `href` is given.
public struct StatCard: Component {
    public var label: String
    public var value: String
    public var subtitle: String?
    public var icon: Icon
    public var gradient: GradientToken
    public var href: String?
    /// What a screen reader says for the value and label ("Coaches: 48"); the big number and
    /// the label beside it are then hidden from it, so the card is not read as "48 Coaches".
    public var accessibleLabel: String?

    public init(label: String, value: String, subtitle: String? = nil, icon: Icon, gradient: GradientToken, href: String? = nil,
                accessibleLabel: String? = nil) {
        self.label = label
        self.value = value
        self.subtitle = subtitle
        self.icon = icon
        self.gradient = gradient
        self.href = href
        self.accessibleLabel = accessibleLabel
    }

    public var node: Node {
        let hidden: [Attribute] = accessibleLabel == nil ? [] : [.aria("hidden", "true")]
        var children: [Node] = [
            .element("span", [.class("w-stat-icon")], [icon.node]),
            accessibleLabel.map { .element("span", [.class("w-sr")], [.text($0)]) } ?? .empty,
            .element("span", [.class("w-stat-value")] + hidden, [.text(value)]),
            .element("span", [.class("w-stat-label")] + hidden, [.text(label)]),
        ]
        if let subtitle { children.append(.element("span", [.class("w-stat-sub")], [.text(subtitle)])) }
        let attributes: [Attribute] = gradient.className.map { [.class("w-stat " + $0)] }
            ?? [.class("w-stat"), .attr("style", "--w-g1:" + gradient.startCSS + ";--w-g2:" + gradient.endCSS)]
        if let href { return .element("a", [.href(href)] + attributes, children) }
        return .element("div", attributes, children)
    }
}
