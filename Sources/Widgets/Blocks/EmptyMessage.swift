/// What a page widget with no data shows in its card: a message and an optional hint (what to
/// add to the content folder). `EmptyState` is the gallery's variant with an icon and a button.
public struct EmptyMessage: Component {
    public var text: String
    public var hint: String?

    public init(_ text: String, hint: String? = nil) {
        self.text = text
        self.hint = hint
    }

    public var node: Node {
        .element("div", [.class("empty-state")], [
            .element("p", [], [.text(text)]),
            hint.map { .element("p", [.class("empty-hint")], [.text($0)]) } ?? .empty,
        ])
    }
}
