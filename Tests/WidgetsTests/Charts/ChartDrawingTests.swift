import Testing
@testable import Widgets

/// The print geometry of the charts the coach documents draw, shape by shape, and its
/// agreement with the SVG written from the same layout.
@Suite struct ChartDrawingTests {
    static func datum(_ v: Double, _ label: String = "d") -> ChartDatum {
        ChartDatum(label: label, value: v, valueLabel: "\(Int(v))")
    }

    static let text = ChartText(title: "t", summary: "", labelHeader: "", valueHeader: "")

    @Test func sparklineIsTheLineAndTheLastDot() {
        let spark = Sparkline(id: "s", text: Self.text, values: [1, 3, 2].map { Self.datum($0) }, color: .success)
        // x from 3 to 117 across the 120-wide box, y from 3 (highest) to 29 (lowest).
        let points = [ChartPoint(x: 3, y: 29), ChartPoint(x: 60, y: 3), ChartPoint(x: 117, y: 16)]
        #expect(spark.drawing == ChartDrawing(width: 120, height: 32, shapes: [
            .line(points: points, width: 2, color: .success),
            .dot(center: ChartPoint(x: 117, y: 16), diameter: 5, color: .success),
        ]))
        #expect(spark.drawing.aspect == 3.75)
    }

    @Test(arguments: [([], 0), ([4.0], 1)])
    func sparklineWithoutALine(values: [Double], shapes: Int) {
        let drawing = Sparkline(id: "s", text: Self.text, values: values.map { Self.datum($0) }).drawing
        #expect(drawing.shapes.count == shapes)
        if shapes == 1 { #expect(drawing.shapes == [.dot(center: ChartPoint(x: 60, y: 16), diameter: 5, color: .primary)]) }
    }

    /// The SVG's path goes through the drawing's points (to its one decimal), each an offset
    /// from the one before: 3 + 38 = 41, 14.1 + 14.9 = 29, and so on.
    @Test func sparklineSVGUsesTheSameLayout() {
        let spark = Sparkline(id: "s", text: Self.text, values: [5, 1, 2, 8].map { Self.datum($0) })
        let x = { (i: Double) in 3 + i / 3 * 114 }, y = { (v: Double) in 3 + (8 - v) / 7 * 26 }
        #expect(spark.drawing.shapes[0] == .line(points: [ChartPoint(x: 3, y: y(5)), ChartPoint(x: x(1), y: 29),
                                                          ChartPoint(x: x(2), y: y(2)), ChartPoint(x: 117, y: 3)],
                                                 width: 2, color: .primary))
        #expect(spark.node.render().contains("d=\"M3 14.1l38 14.9 38-3.7 38-22.3\""))
    }

    @Test func barRowsAreLabelTrackBarAndValue() {
        let chart = HorizontalBarChart(id: "h", text: Self.text, rows: [
            .init(datum: Self.datum(3, "Offers"), percentLabel: "75%", color: .success),
            .init(datum: Self.datum(1, "Visits")),
            .init(datum: Self.datum(0, "None")),
        ], total: 4)
        let muted = ColorToken("text"), track = ColorToken("surface-alt")
        func p(_ x: Double, _ y: Double) -> ChartPoint { ChartPoint(x: x, y: y) }
        // Bars start at 128 and a full track is 168 long; rows are 28 apart from 18.
        #expect(chart.drawing == ChartDrawing(width: 400, height: 92, shapes: [
            .text("Offers", at: p(0, 22), size: 12, anchor: .start, color: muted),
            .line(points: [p(128, 18), p(296, 18)], width: 14, color: track),
            .line(points: [p(128, 18), p(254, 18)], width: 14, color: .success),
            .text("3 (75%)", at: p(400, 22), size: 12, anchor: .end, color: muted),
            .text("Visits", at: p(0, 50), size: 12, anchor: .start, color: muted),
            .line(points: [p(128, 46), p(296, 46)], width: 14, color: track),
            .line(points: [p(128, 46), p(170, 46)], width: 14, color: .primary),
            .text("1", at: p(400, 50), size: 12, anchor: .end, color: muted),
            .text("None", at: p(0, 78), size: 12, anchor: .start, color: muted),
            .line(points: [p(128, 74), p(296, 74)], width: 14, color: track),
            .text("0", at: p(400, 78), size: 12, anchor: .end, color: muted),
        ]))
    }

    /// Without a total there is no track, and a label too long for its column is cut as in the SVG.
    @Test func barLabelsAreCutAsTheSVGCutsThem() throws {
        let long = String(repeating: "Interaction ", count: 4)
        let chart = HorizontalBarChart(id: "h", text: Self.text, rows: [.init(datum: Self.datum(2, long))])
        let shapes = chart.drawing.shapes
        #expect(shapes.count == 3)
        guard case .text(let shown, _, _, _, _) = shapes[0] else { Issue.record("no label"); return }
        #expect(shown != long && shown.hasSuffix("…"))
        #expect(chart.node.render().contains(">" + shown + "</text>"))
        // The label column is at its widest (200), so the bar starts at 208.
        #expect(shapes[1] == .line(points: [ChartPoint(x: 208, y: 18), ChartPoint(x: 296, y: 18)], width: 14, color: .primary))
    }
}
