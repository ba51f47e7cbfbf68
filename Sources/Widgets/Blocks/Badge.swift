/// A small pill: "Verified", an urgency, a status.
public struct Badge: Component {
    public enum Tone: String, Sendable {
        case neutral, verified, high, medium, low
    }

    public var label: String
    public var tone: Tone

    public init(_ label: String, tone: Tone = .neutral) {
        self.label = label
        self.tone = tone
    }

    public var node: Node {
        var children: [Node] = []
        if tone == .verified { children.append(Icon.checkCircle.node) }
        children.append(.text(label))
        // The default tone needs no modifier: `w-badge` alone (a school page draws a hundred).
        return .element("span", [.class(tone == .neutral ? "w-badge" : "w-badge w-badge-" + tone.rawValue)], children)
    }
}
