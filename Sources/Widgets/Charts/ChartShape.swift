/// One mark of a `ChartDrawing`, in viewBox units.
public enum ChartShape: Sendable, Equatable {
    public enum Anchor: Sendable, Equatable { case start, end }

    /// An open line through `points`, `width` wide, with round joins and round caps.
    case line(points: [ChartPoint], width: Double, color: ColorToken)
    /// A filled circle.
    case dot(center: ChartPoint, diameter: Double, color: ColorToken)
    /// One line of text whose baseline starts (`.start`) or ends (`.end`) at `at`; `size` is the
    /// font size. The text is already cut to fit, as the SVG shows it.
    case text(String, at: ChartPoint, size: Double, anchor: Anchor, color: ColorToken)
}
