import SiteData

extension Commands {
    /// `sitegen theme shapes [SHAPE]`: every dataset shape (or one), what its items hold and the
    /// widgets that draw it. Listed from the shapes' files (`Render/Shapes/`), like
    /// `theme pages`, so it is always what the spec loader accepts; docs/page-specs.md has the rest.
    public static func listShapes(_ name: String? = nil) throws -> String {
        var shapes = DatasetShape.allCases
        if let name {
            guard let shape = DatasetShape(rawValue: name) else {
                let known = DatasetShape.allCases.map(\.rawValue).sorted(by: codePointLess).joined(separator: ", ")
                throw UsageError("unknown shape \"\(name)\" (known: \(known))")
            }
            shapes = [shape]
        }
        return shapes.map { shape in
            "\(shape.rawValue): \(shape.definition.summary)\n"
                + "  widgets: \(shape.widgets.map(\.rawValue).joined(separator: ", "))\n"
        }.joined(separator: "\n")
    }
}
