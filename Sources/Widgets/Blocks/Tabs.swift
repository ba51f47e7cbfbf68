/// A row of links with the current one marked (`aria-current="page"`); scrolls sideways on
/// narrow screens.
public struct Tabs: Component {
    public struct Tab: Sendable {
        public var label: String
        public var href: String
        public var isCurrent: Bool
        public init(label: String, href: String, isCurrent: Bool = false) {
            self.label = label
            self.href = href
            self.isCurrent = isCurrent
        }
    }

    /// The navigation's accessible name (e.g. "Date range").
    public var label: String
    public var tabs: [Tab]

    public init(label: String, tabs: [Tab]) {
        self.label = label
        self.tabs = tabs
    }

    public var node: Node {
        .element("nav", [.class("w-tabs"), .aria("label", label)], [
            .element("ul", [], tabs.map { tab in
                .element("li", [], [
                    tab.isCurrent
                        ? .element("a", [.href(tab.href), .aria("current", "page"), .class("w-tab w-current")], [.text(tab.label)])
                        : .element("a", [.href(tab.href), .class("w-tab")], [.text(tab.label)]),
                ])
            }),
        ])
    }
}
