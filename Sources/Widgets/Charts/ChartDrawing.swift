/// A chart as geometry: what it draws, in its own viewBox units, as a short list of shapes with
/// theme colour tokens. The print documents paint it straight onto the PDF page
/// (CoachDocuments' ChartPainter); the site's SVG markup is written from the same layout
/// (`Sparkline.points`, `HorizontalBarChart.rowLayout`), so a chart's numbers are worked out
/// once for both (docs/decisions.md, "Charts on paper").
///
/// Widths, caps and text sizes are those the theme's stylesheet gives the SVG classes
/// (`.w-line`, `.w-spark-dots .w-last`, `.w-hbars g path`, `.w-hbars text`).
public struct ChartDrawing: Sendable, Equatable {
    /// The viewBox: the shapes' coordinates run from (0, 0) to (width, height), y downwards.
    public var width: Double
    public var height: Double
    public var shapes: [ChartShape]

    public init(width: Double, height: Double, shapes: [ChartShape]) {
        self.width = width
        self.height = height
        self.shapes = shapes
    }

    /// width / height, to size the chart on a page.
    public var aspect: Double { height > 0 ? width / height : 2 }
}
