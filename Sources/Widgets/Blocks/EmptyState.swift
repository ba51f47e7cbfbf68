/// What a widget shows instead of an empty chart: an icon, a message, an optional link.
public struct EmptyState: Component {
    public var message: String
    public var icon: Icon?
    public var actionLabel: String?
    public var actionHref: String?

    public init(message: String, icon: Icon? = nil, actionLabel: String? = nil, actionHref: String? = nil) {
        self.message = message
        self.icon = icon
        self.actionLabel = actionLabel
        self.actionHref = actionHref
    }

    public var node: Node {
        Node.div([.class("w-empty")]) {
            if let icon { Node.element("span", [.class("w-empty-icon")], [icon.node]) }
            Node.p([.class("w-empty-msg")]) { message }
            if let actionLabel, let actionHref {
                Node.a(href: actionHref, [.class("w-button")]) { actionLabel }
            }
        }
    }
}
