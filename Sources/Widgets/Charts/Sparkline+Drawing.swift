extension Sparkline {
    /// The sparkline as shapes for print: the line (2 wide, round joins and caps) and the dot on
    /// the last value (5 across), as the SVG shows them; the other values' dots are hover
    /// targets only (stroke width 0) and draw nothing.
    public var drawing: ChartDrawing {
        let points = self.points
        var shapes: [ChartShape] = []
        if points.count > 1 { shapes.append(.line(points: points, width: 2, color: color)) }
        if let last = points.last { shapes.append(.dot(center: last, diameter: 5, color: color)) }
        return ChartDrawing(width: Self.width, height: Self.height, shapes: shapes)
    }
}
