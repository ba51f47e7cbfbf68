extension HorizontalBarChart {
    /// The chart as shapes for print, row by row as the SVG draws them: the label, the track
    /// (when there is a total), the bar (14 wide, round caps) and the value label, in the
    /// text colour at 12 units (the stylesheet's size for wider screens and print).
    public var drawing: ChartDrawing {
        var shapes: [ChartShape] = []
        let (labelWidth, barLeft, barMax) = (self.labelWidth, self.barLeft, self.barMax)
        for (row, layout) in zip(rows, rowLayout) {
            let baseline = layout.mid + 4
            let label = TextMetrics.truncated(row.datum.label, toWidth: labelWidth, fontSize: Self.fontSize)
            shapes.append(.text(label, at: ChartPoint(x: 0, y: baseline), size: 12, anchor: .start, color: ColorToken("text")))
            let start = ChartPoint(x: barLeft, y: layout.mid)
            if total != nil {
                shapes.append(.line(points: [start, ChartPoint(x: barLeft + barMax, y: layout.mid)],
                                    width: 14, color: ColorToken("surface-alt")))
            }
            if layout.fraction > 0 {
                shapes.append(.line(points: [start, ChartPoint(x: barLeft + layout.fraction * barMax, y: layout.mid)],
                                    width: 14, color: row.color))
            }
            let value = TextMetrics.truncated(layout.valueText, toWidth: Self.valueWidth, fontSize: Self.fontSize)
            shapes.append(.text(value, at: ChartPoint(x: Self.width, y: baseline), size: 12, anchor: .end, color: ColorToken("text")))
        }
        return ChartDrawing(width: Self.width, height: height, shapes: shapes)
    }
}
