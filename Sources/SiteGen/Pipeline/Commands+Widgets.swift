import SiteData

extension Commands {
    /// `sitegen theme widgets [WIDGET]`: every widget a page spec can name (or one), what it
    /// draws, the shapes it draws and its options. Listed from the code (`WidgetKind` and the
    /// shapes' files), like `theme pages` and `theme shapes`; docs/page-specs.md has the rest.
    public static func listWidgets(_ name: String? = nil) throws -> String {
        var kinds = WidgetKind.allCases
        if let name {
            guard let kind = WidgetKind(rawValue: name) else {
                let known = WidgetKind.allCases.map(\.rawValue).sorted(by: codePointLess).joined(separator: ", ")
                throw UsageError("unknown widget \"\(name)\" (known: \(known))")
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
}
