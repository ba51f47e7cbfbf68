/// An at-a-glance metric: label, value, optional detail, and a colour level.
public struct GlanceMetric: Component {
    /// Colour level of the value; `.neutral` for none.
    public enum Level: String, Sendable {
        case neutral, green, orange, red
    }

    public var label: String
    public var value: String
    public var detail: String?
    public var level: Level
    /// Words for the level (e.g. "Good") so it is not told by colour alone; nil for none.
    public var levelLabel: String?

    public init(label: String, value: String, detail: String? = nil, level: Level = .neutral, levelLabel: String? = nil) {
        self.label = label
        self.value = value
        self.detail = detail
        self.level = level
        self.levelLabel = levelLabel
    }

    public var node: Node {
        Node.div([.class("w-glance w-level-" + level.rawValue)]) {
            Node.element("span", [.class("w-glance-label")], [.text(label)])
            Node.element("span", [.class("w-glance-value")], [.text(value)])
            if let levelLabel { Node.element("span", [.class("w-glance-level")], [.text(levelLabel)]) }
            if let detail { Node.element("span", [.class("w-glance-detail")], [.text(detail)]) }
        }
    }
}
