import Yams

/// One node of a YAML document as SiteData hands it out (`YAMLDocument`): a text, a map or a
/// list, with where it was written. The YAML parser (Yams) stays inside SiteData; the theme's
/// readers in SiteGen walk these.
public struct YAMLNode: Sendable {
    public enum Content: Sendable {
        case scalar(Scalar)
        /// Entries in the order written.
        case mapping([Pair])
        case sequence([YAMLNode])
    }

    public typealias Pair = (key: YAMLNode, value: YAMLNode)

    /// A text as written: quoting is kept, since `"false"` is a text and `false` a switch.
    public struct Scalar: Sendable, Hashable {
        public enum Style: Sendable, Hashable { case plain, singleQuoted, doubleQuoted, literal, folded }
        public var string: String
        public var style: Style
    }

    public var content: Content
    public var location: SourceLocation

    /// The text, when this node is one.
    public var scalar: Scalar? {
        if case .scalar(let s) = content { return s }
        return nil
    }

    /// A short name for the kind of node, for "expected … found …" messages.
    public var kindName: String {
        switch content {
        case .scalar: "a value"
        case .mapping: "a map"
        case .sequence: "a list"
        }
    }
}

extension YAMLNode {
    /// The tree of a composed Yams node. Aliases never reach here: `YAMLFile.compose` refuses them.
    init(_ node: Node, in file: YAMLFile) {
        let location = file.at(node)
        switch node {
        case .scalar(let s):
            self.init(content: .scalar(Scalar(string: s.string, style: Scalar.Style(s.style))), location: location)
        case .mapping(let m):
            self.init(content: .mapping(m.map { (YAMLNode($0.key, in: file), YAMLNode($0.value, in: file)) }), location: location)
        case .sequence(let s):
            self.init(content: .sequence(s.map { YAMLNode($0, in: file) }), location: location)
        case .alias:
            self.init(content: .scalar(Scalar(string: "", style: .plain)), location: location)
        }
    }
}

extension YAMLNode.Scalar.Style {
    init(_ style: Node.Scalar.Style) {
        switch style {
        case .singleQuoted: self = .singleQuoted
        case .doubleQuoted: self = .doubleQuoted
        case .literal: self = .literal
        case .folded: self = .folded
        case .any, .plain: self = .plain
        }
    }
}
