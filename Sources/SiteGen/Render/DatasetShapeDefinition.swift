import Widgets

/// One dataset shape, defined in one file `Render/Shapes/<Name>Shape.swift`: the value a page
/// provider builds for it, the widgets that draw it, when it counts as empty, and the drawing.
/// Its page-spec name is `<Name>` in snake_case (`SchoolMapShape` → `school_map`).
///
/// The files are the registry: the `ShapeRegistry` build plugin lists them as `DatasetShape`
/// and `DatasetValue` (one case each) on every build, so a new shape is one new file.
protocol DatasetShapeDefinition {
    /// What a page provider hands the widget: localised, formatted text and relative links.
    associatedtype Value: Sendable
    /// The widgets that draw this shape: raw values are widget names (`WidgetKind`).
    associatedtype Widget: WidgetChoice

    /// What its items hold, in a line, for theme authors (`sitegen theme shapes` lists it).
    static var summary: String { get }

    /// No items: the widget shows its `empty` text instead, or is left out. A list of items
    /// is empty when it has none (the default); a shape with another value says when.
    static func isEmpty(_ value: Value) -> Bool

    /// The value drawn by one of its widgets: the node and how many charts it holds.
    static func draw(_ widget: Widget, _ value: Value, _ a: WidgetRenderer.Args, _ r: WidgetRenderer) -> (Node, Int)
}

extension DatasetShapeDefinition {
    /// The widgets that draw this shape, in the order its `Widget` enum lists them.
    static var widgets: [WidgetKind] { Widget.kinds }

    /// The widget names its `Widget` enum lists, known or not (a test checks that all are known).
    static var widgetNames: [String] { Widget.allCases.map(\.rawValue) }

    /// Draws with `kind` when it is one of this shape's widgets; nothing otherwise (the spec
    /// loader rejects widget/dataset pairs whose shape the widget does not draw).
    static func draw(_ kind: WidgetKind, _ value: Value, _ a: WidgetRenderer.Args, _ r: WidgetRenderer) -> (Node, Int) {
        Widget(kind).map { draw($0, value, a, r) } ?? (.empty, 0)
    }
}

extension DatasetShapeDefinition where Value: Collection {
    static func isEmpty(_ value: Value) -> Bool { value.isEmpty }
}
