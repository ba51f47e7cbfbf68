import SiteData

extension WidgetKind {
    /// `sitegen theme widgets [WIDGET]`: every widget a page spec can name (or the one named),
    /// what it draws, the shapes it draws and its options. Listed from the code (`WidgetKind`
    /// and the shapes' files), like `theme pages`; docs/page-specs.md has the rest. The CLI prints it.
    public static func listing(_ name: String? = nil) throws(UsageError) -> String {
        var kinds = allCases
        if let name {
            guard let kind = WidgetKind(rawValue: name) else {
                throw UsageError("unknown widget \"\(name)\" (known: \(names().joined(separator: ", ")))")
            }
            kinds = [kind]
        }
        return kinds.map { kind in
            let shapes = kind.shapes.map(\.rawValue)
            return "\(kind.rawValue): \(kind.summary)\n"
                + "  shapes: \(shapes.isEmpty ? "none" : shapes.joined(separator: ", "))\n"
                + "  options: \(kind.options.joined(separator: ", "))\n"
        }.joined(separator: "\n")
    }

    /// The widget names `sitegen theme widgets WIDGET` takes, starting with `prefix`, sorted (shell completion).
    public static func names(prefix: String = "") -> [String] {
        allCases.map(\.rawValue).filter { $0.hasPrefix(prefix) }.sorted(by: codePointLess)
    }
}
