/// The Swift source of the dataset shapes' registry, in two parts: PageSpec's (`DatasetShape`
/// and its widget table) and Render's (`DatasetValue` and the shapes' definitions).
enum DatasetShapeSource {
    /// `DatasetShape`, one case per shape, and, when `widgets` is given (the `WidgetKind` case
    /// names of each shape's `enum Widget`, in its order), `DatasetShape.widgets`.
    static func shapes(_ shapes: [NamedFile], widgets: [[String]]?) -> String {
        var out = """
        /// The kind of data a dataset is (raw value: its page-spec name); each widget draws some shapes.
        /// One case per file `Render/Shapes/<Name>Shape.swift`, which says what the shape is.
        public enum DatasetShape: String, CaseIterable, Sendable, Hashable {

        """
        for s in shapes { out += "    case \(s.caseName) = \"\(s.name)\"\n" }
        out += "}\n"
        guard let widgets else { return out }
        out += """

        extension DatasetShape {
            /// The widgets that draw this shape, as its file's `enum Widget` lists them
            /// (`Render/Shapes/<Name>Shape.swift`). `WidgetKind.shapes`, which the spec loader checks,
            /// is derived from these.
            var widgets: [WidgetKind] {
                switch self {

        """
        for (s, names) in zip(shapes, widgets) {
            out += "        case .\(s.caseName): [\(names.map { "." + $0 }.joined(separator: ", "))]\n"
        }
        out += """
                }
            }
        }

        """
        return out
    }

    /// `DatasetValue`, one case per shape carrying its `Value`, with the switches that hand a
    /// value to its shape, and `DatasetShape.definition`.
    static func values(_ shapes: [NamedFile]) -> String {
        var out = """
        import SiteData
        import Widgets

        extension DatasetShape {
            /// The file that defines this shape: its value, widgets, emptiness and drawing.
            var definition: any DatasetShapeDefinition.Type {
                switch self {

        """
        for s in shapes { out += "        case .\(s.caseName): \(s.type).self\n" }
        out += """
                }
            }
        }

        /// A dataset ready to draw: one case per `DatasetShape`, carrying that shape's `Value`.
        ///
        /// Page dataset providers build these from view models: every text is already localised and
        /// formatted, every link already relative to the page (nil: no link). Widgets only lay them out.
        enum DatasetValue: Sendable {

        """
        for s in shapes { out += "    case \(s.caseName)(\(s.type).Value)\n" }
        out += """

            /// The shape this value has (checked against the spec's dataset).
            var shape: DatasetShape {
                switch self {

        """
        for s in shapes { out += "        case .\(s.caseName): .\(s.caseName)\n" }
        out += """
                }
            }

            /// No items: the widget shows its `empty` text instead, or is left out.
            var isEmpty: Bool {
                switch self {

        """
        for s in shapes { out += "        case .\(s.caseName)(let v): \(s.type).isEmpty(v)\n" }
        out += """
                }
            }

            /// Draws the value with widget `kind` when its shape lists that widget; nothing otherwise
            /// (the spec loader rejects widget/dataset pairs whose shape the widget does not draw).
            func draw(_ kind: WidgetKind, _ a: WidgetRenderer.Args, _ r: WidgetRenderer) -> (Node, Int) {
                switch self {

        """
        for s in shapes { out += "        case .\(s.caseName)(let v): \(s.type).draw(kind, v, a, r)\n" }
        out += """
                }
            }
        }

        """
        return out
    }
}
