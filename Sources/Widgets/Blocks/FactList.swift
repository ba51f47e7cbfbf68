/// Label/value pairs as a description list (`<dl class="facts">`).
public struct FactList: Component {
    public struct Fact: Sendable {
        public var label: String
        public var value: Node

        public init(_ label: String, _ value: Node) {
            self.label = label
            self.value = value
        }

        public init(_ label: String, _ value: String) { self.init(label, .text(value)) }
    }

    public var facts: [Fact]

    public init(_ facts: [Fact]) { self.facts = facts }

    public var node: Node {
        .element("dl", [.class("facts")], facts.map { .fragment([.element("dt", [], [.text($0.label)]), .element("dd", [], [$0.value])]) })
    }
}
