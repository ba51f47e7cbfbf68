/// Builds a fragment from statements, `if`, `switch` and `for` (Plot-style).
@resultBuilder
public enum NodeBuilder {
    public static func buildExpression(_ component: some Component) -> Node { component.node }
    public static func buildExpression(_ text: String) -> Node { .text(text) }
    public static func buildBlock(_ nodes: Node...) -> Node { .fragment(nodes) }
    public static func buildOptional(_ node: Node?) -> Node { node ?? .empty }
    public static func buildEither(first node: Node) -> Node { node }
    public static func buildEither(second node: Node) -> Node { node }
    public static func buildArray(_ nodes: [Node]) -> Node { .fragment(nodes) }
    public static func buildLimitedAvailability(_ node: Node) -> Node { node }
}
