/// One whole YAML file of the theme (tokens, string tables, page specs, theme.yml), parsed with
/// the same rules and messages as the content's YAML (`YAMLFile`): a syntax error, a duplicate
/// key or an alias is thrown as one diagnostic at its `file:line:column`.
public struct YAMLDocument: Sendable {
    /// The path shown in messages, e.g. `content/pages/dashboard.yml`.
    public let path: String
    /// Nil for an empty document.
    public let root: YAMLNode?

    public init(_ text: String, path: String) throws(Diagnostic) {
        let file = YAMLFile(file: path)
        self.path = path
        root = try file.compose(text).map { YAMLNode($0, in: file) }
    }

    /// Where `node` is, for messages about it.
    public func location(_ node: YAMLNode) -> SourceLocation { node.location }
}
