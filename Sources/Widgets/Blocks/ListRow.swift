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

    /// `<li><span>icon</span><div><a>title</a>subtitle</div><div>end</div></li>`:
    /// no classes (a log draws thousands of rows, and five classes were a third of each). The
    /// list around the rows carries `w-rows`, whose `> li` selectors style them by position
    /// (the icon is the only `<span>` child, the first `<div>` the title and subtitle, a second
    /// `<div>` the end); a completed row is `<li class="w-done">` with its title in `<s>`. The
    /// subtitle is the first `<div>`'s own text, after the title's element (the theme sets the
    /// subtitle's size and colour on the `<div>` and the title's on its element): a school's log
    /// draws a subtitle on every row.
    public var node: Node {
        // Written straight to markup (`MarkupWriter`): lists and logs draw these by the hundred.
        Node.written { w in write(&w) }
    }

    /// The row written into `w` (as `node`): a list of rows written with one writer makes no
    /// node and no buffer per row.
    public func write(_ w: inout MarkupWriter) {
        switch (completed, anchor) {
        case (true, let anchor?): w.open("li", .class("w-done"), .id(anchor))
        case (true, nil): w.open("li", .class("w-done"))
        case (false, let anchor?): w.open("li", .id(anchor))
        case (false, nil): w.open("li")
        }
        if let icon {
            w.open("span")
            w.node(icon.node)
            w.close("span")
        }
        w.open("div")
        if completed {
            w.element("s", text: title)
        } else if let href {
            w.element("a", .href(href), text: title)
        } else {
            w.element("span", text: title)
        }
        if let subtitle { w.text(subtitle) }
        w.close("div")
        // No empty end: a feed's rows mostly have none, and the first `<div>` takes the room.
        if !trailing.isEmpty {
            w.open("div")
            w.node(trailing)
            w.close("div")
        }
        w.close("li")
    }

    /// Rows in a `<ul class="w-rows">` (which styles them).
    public static func list(_ rows: [ListRow]) -> Node {
        .element("ul", [.class("w-rows")], rows.map(\.node))
    }
}
