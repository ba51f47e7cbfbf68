import SiteData

extension WidgetKind {
    /// `sitegen theme widgets [WIDGET]`: every widget a page spec can name (or the one named),
    /// what it draws, the shapes it draws and its options. Listed from the code (`WidgetKind`
    /// and the shapes' files), like `theme pages`; docs/page-specs.md has the rest. The CLI prints it.
    public static func listing(_ name: String? = nil) throws(UsageError) -> String {
        let kinds = try named(name, as: "widget")
        return kinds.map { kind in
            let shapes = kind.shapes.map(\.rawValue)
            return "\(kind.rawValue): \(kind.summary)\n"
                + "  shapes: \(shapes.isEmpty ? "none" : shapes.joined(separator: ", "))\n"
                + "  options: \(kind.options.joined(separator: ", "))\n"
        }.joined(separator: "\n")
    }
}
