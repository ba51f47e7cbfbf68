import SiteData

extension DatasetShape {
    /// `sitegen theme shapes [SHAPE]`: every dataset shape (or the one named), what its items
    /// hold and the widgets that draw it. Listed from the shapes' files (`Render/Shapes/`), like
    /// `theme pages`, so it is always what the spec loader accepts. The CLI prints it.
    public static func listing(_ name: String? = nil) throws(UsageError) -> String {
        var shapes = allCases
        if let name {
            guard let shape = DatasetShape(rawValue: name) else {
                throw UsageError("unknown shape \"\(name)\" (known: \(names().joined(separator: ", ")))")
            }
            shapes = [shape]
        }
        return shapes.map { shape in
            "\(shape.rawValue): \(shape.definition.summary)\n"
                + "  widgets: \(shape.widgets.map(\.rawValue).joined(separator: ", "))\n"
        }.joined(separator: "\n")
    }

    /// The shape names `sitegen theme shapes SHAPE` takes, starting with `prefix`, sorted (shell completion).
    public static func names(prefix: String = "") -> [String] {
        allCases.map(\.rawValue).filter { $0.hasPrefix(prefix) }.sorted(by: codePointLess)
    }
}
