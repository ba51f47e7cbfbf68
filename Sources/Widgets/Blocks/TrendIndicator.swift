/// An arrow and a word for a trend: improving (up, green), declining (down, red), stable.
public struct TrendIndicator: Component {
    public enum Direction: String, Sendable {
        case improving, declining, stable
    }

    public var direction: Direction
    /// The word shown, translated by the caller (e.g. "Improving").
    public var label: String

    public init(_ direction: Direction, label: String) {
        self.direction = direction
        self.label = label
    }

    public var node: Node {
        let icon: Icon
        switch direction {
        case .improving: icon = .arrowUp
        case .declining: icon = .arrowDown
        case .stable: icon = .arrowFlat
        }
        return .element("span", [.class("w-trend w-trend-" + direction.rawValue)], [icon.node, .text(label)])
    }
}
