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
        // Written straight to markup (`MarkupWriter`): lists and logs draw these by the hundred.
        Node.written { w in
            let rowClass = Attribute.class(completed ? "w-row w-done" : "w-row")
            if let anchor { w.open("li", rowClass, .id(anchor)) } else { w.open("li", rowClass) }
            if let icon {
                w.open("span", .class("w-row-icon"))
                w.node(icon.node)
                w.close("span")
            }
            w.open("div", .class("w-row-main"))
            if completed {
                w.element("s", .class("w-row-title"), text: title)
            } else if let href {
                w.open("a", .class("w-row-title"), .href(href))
                w.text(title)
                w.close("a")
            } else {
                w.element("span", .class("w-row-title"), text: title)
            }
            if let subtitle { w.element("span", .class("w-row-sub"), text: subtitle) }
            w.close("div")
            // No empty end: a feed's rows mostly have none, and `.w-row-main` takes the room.
            if !trailing.isEmpty {
                w.open("div", .class("w-row-end"))
                w.node(trailing)
                w.close("div")
            }
            w.close("li")
        }
    }

    /// Rows in a `<ul>`.
    public static func list(_ rows: [ListRow]) -> Node {
        .element("ul", [.class("w-rows")], rows.map(\.node))
    }
}
