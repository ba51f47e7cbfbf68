import SiteData

extension DatasetShape {
    /// `sitegen theme shapes [SHAPE]`: every dataset shape (or the one named), what its items
    /// hold and the widgets that draw it. Listed from the shapes' files (`Render/Shapes/`), like
    /// `theme pages`, so it is always what the spec loader accepts. The CLI prints it.
    public static func listing(_ name: String? = nil) throws(UsageError) -> String {
        let shapes = try named(name, as: "shape")
        return shapes.map { shape in
            "\(shape.rawValue): \(shape.definition.summary)\n"
                + "  widgets: \(shape.widgets.map(\.rawValue).joined(separator: ", "))\n"
        }.joined(separator: "\n")
    }
}
