/// A piece of HTML or SVG: an element, text, a fragment, or trusted markup.
///
/// Build pages and widgets from nodes; render once with `render()`. Text and attribute values
/// are escaped when rendered, in exactly one place (`String+Escaping.swift`).
///
/// ```swift
/// let page = Node.document(
///     .element("html", [.lang("en")]) {
///         Node.element("body") { Node.element("h1") { Node.text(title) } }
///     })
/// let html = page.render()
/// ```
public struct Node: Sendable {
    enum Storage: Sendable {
        case element(Element)
        case text(String)
        case trusted(String)
        case fragment([Node])
        /// HTML already written by `MarkupWriter` (escaped as `text` and attributes are).
        case markup([UInt8])
    }

    struct Element: Sendable {
        let name: String
        let attributes: [Attribute]
        let children: [Node]
    }

    let storage: Storage

    init(_ storage: Storage) { self.storage = storage }

    /// An element. Names are written as given: pass literals only.
    public static func element(_ name: String, _ attributes: [Attribute] = [], _ children: [Node] = []) -> Node {
        Node(.element(Element(name: name, attributes: attributes, children: children)))
    }

    /// An element whose children come from a result builder.
    public static func element(
        _ name: String, _ attributes: [Attribute] = [], @NodeBuilder content: () -> Node
    ) -> Node {
        let body = content()
        if case .fragment(let nodes) = body.storage {
            return element(name, attributes, nodes)
        }
        return element(name, attributes, [body])
    }

    /// Text, escaped for its context (HTML text, or SVG text inside `<svg>`).
    public static func text(_ text: String) -> Node { Node(.text(text)) }

    /// Markup written as is. Only for HTML that is already safe: cmark output in safe mode,
    /// a stylesheet sitegen ships. Never for user data.
    public static func trustedHTML(_ html: String) -> Node { Node(.trusted(html)) }

    /// Several nodes side by side, with no wrapper.
    public static func fragment(_ nodes: [Node]) -> Node { Node(.fragment(nodes)) }

    /// Nothing.
    public static let empty = Node(.fragment([]))

    /// Whether the node writes nothing: `.empty`, or a fragment of such nodes.
    public var isEmpty: Bool {
        switch storage {
        case .fragment(let nodes): nodes.allSatisfy(\.isEmpty)
        case .text(let s), .trusted(let s): s.isEmpty
        case .markup(let bytes): bytes.isEmpty
        case .element: false
        }
    }

    /// A full HTML5 document: `<!DOCTYPE html>` then the given `<html>` element.
    public static func document(_ html: Node) -> Node {
        fragment([trustedHTML("<!DOCTYPE html>\n"), html])
    }
}

/// Anything that renders as a node: every widget conforms.
public protocol Component {
    /// The widget as a node tree.
    var node: Node { get }
}

extension Component {
    /// The widget's markup.
    public func render() -> String { node.render() }
}

extension Node: Component {
    public var node: Node { self }
}
