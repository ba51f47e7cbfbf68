/// An arrow and a word for a trend: improving (up, green), declining (down, red), stable.
public struct TrendIndicator: Component {
    public enum Direction: String, Sendable {
        case improving, declining, stable
    }

    public var direction: Direction
    /// The word shown, translated by the caller (e.g. "Improving").
    public var label: String
    /// What a screen reader says instead, when the word alone does not say what improves
    /// ("Fastball Velocity is improving").
    public var spoken: String?

    public init(_ direction: Direction, label: String, spoken: String? = nil) {
        self.direction = direction
        self.label = label
        self.spoken = spoken
    }

    public var node: Node {
        let icon: Icon
        switch direction {
        case .improving: icon = .arrowUp
        case .declining: icon = .arrowDown
        case .stable: icon = .arrowFlat
        }
        var attributes: [Attribute] = [.class("w-trend w-trend-" + direction.rawValue)]
        if let spoken { attributes += [.attr("role", "img"), .aria("label", spoken)] }
        return .element("span", attributes, [icon.node, .text(label)])
    }
}
