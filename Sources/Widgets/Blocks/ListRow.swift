/// One row of a list: optional icon, title (a link when `href` is given), subtitle, trailing
/// text or badge; struck through when `completed`.
public struct ListRow: Component {
    public var title: String
    public var subtitle: String?
    public var trailing: Node
    public var icon: Icon?
    public var href: String?
    public var completed: Bool
    /// The row's `id`, for links to it (`#event-e3`); nil for none.
    public var anchor: String?

    public init(title: String, subtitle: String? = nil, trailing: Node = .empty, icon: Icon? = nil,
                href: String? = nil, completed: Bool = false) {
        self.title = title
        self.subtitle = subtitle
        self.trailing = trailing
        self.icon = icon
        self.href = href
        self.completed = completed
    }

    public var node: Node {
        let titleNode: Node
        if completed {
            titleNode = .element("s", [.class("w-row-title")], [.text(title)])
        } else if let href {
            titleNode = .element("a", [.class("w-row-title"), .href(href)], [.text(title)])
        } else {
            titleNode = .element("span", [.class("w-row-title")], [.text(title)])
        }
        return Node.li([.class(completed ? "w-row w-done" : "w-row")] + (anchor.map { [Attribute.id($0)] } ?? [])) {
            if let icon { Node.element("span", [.class("w-row-icon")], [icon.node]) }
            Node.div([.class("w-row-main")]) {
                titleNode
                if let subtitle { Node.element("span", [.class("w-row-sub")], [.text(subtitle)]) }
            }
            Node.div([.class("w-row-end")]) { trailing }
        }
    }

    /// Rows in a `<ul>`.
    public static func list(_ rows: [ListRow]) -> Node {
        .element("ul", [.class("w-rows")], rows.map(\.node))
    }
}
