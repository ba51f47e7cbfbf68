extension DatasetShape {
    /// The widgets that draw this shape, as its file lists them (`Render/Shapes/<Name>Shape.swift`).
    /// `WidgetKind.shapes`, which the spec loader checks, is derived from these.
    var widgets: [WidgetKind] { definition.widgets }
}
