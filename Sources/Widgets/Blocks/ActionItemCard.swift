/// An action item: urgency dot and badge, title, description (two lines), optional link.
public struct ActionItemCard: Component {
    public enum Urgency: String, Sendable {
        case high, medium, low
    }

    public var title: String
    public var description: String
    public var urgency: Urgency
    /// The urgency in words (e.g. "High"), so it is not told by colour alone.
    public var urgencyLabel: String
    public var href: String?
    public var linkLabel: String?

    public init(title: String, description: String, urgency: Urgency, urgencyLabel: String,
                href: String? = nil, linkLabel: String? = nil) {
        self.title = title
        self.description = description
        self.urgency = urgency
        self.urgencyLabel = urgencyLabel
        self.href = href
        self.linkLabel = linkLabel
    }

    public var node: Node {
        let tone: Badge.Tone = urgency == .high ? .high : urgency == .medium ? .medium : .low
        return Node.element("article", [.class("w-action w-urgency-" + urgency.rawValue)]) {
            Node.div([.class("w-action-head")]) {
                Node.element("span", [.class("w-dot"), .aria("hidden", "true")])
                Node.element("h3", [.class("w-action-title")], [.text(title)])
                Badge(urgencyLabel, tone: tone)
            }
            Node.element("p", [.class("w-action-desc")], [.text(description)])
            if let href, let linkLabel {
                Node.a(href: href, [.class("w-action-link")]) { linkLabel }
            }
        }
    }
}
