import PropertyBased
import Testing
@testable import Widgets

/// The performance trend's smooth curve never overshoots a recorded value: every control point
/// of a segment lies between its two end values, so the Bézier curve (inside the hull of its
/// control points) does too.
@Suite struct MonotoneCurveTests {
    @Test func everySegmentStaysBetweenItsPoints() async {
        await propertyCheck(count: 1000, input: Gen<Double>.double(in: -1000...1000).array(of: 3...30),
                            Gen<Double>.double(in: 0.5...40).array(of: 29...29)) { ys, gaps in
            var xs = [0.0]
            for g in gaps.prefix(ys.count - 1) { xs.append(xs.last! + g) }
            let segments = MonotoneCurve.segments(xs: xs, ys: ys)!
            #expect(segments.count == ys.count - 1)
            for (i, s) in segments.enumerated() {
                let (lo, hi) = (min(ys[i], ys[i + 1]) - 1e-9, max(ys[i], ys[i + 1]) + 1e-9)
                #expect(lo <= s.c1.y && s.c1.y <= hi && lo <= s.c2.y && s.c2.y <= hi, "segment \(i) of \(ys)")
                #expect(xs[i] < s.c1.x && s.c1.x < s.c2.x && s.c2.x < xs[i + 1])
                #expect(s.end == (xs[i + 1], ys[i + 1]))
            }
        }
    }

    @Test func aFlatStretchStaysFlat() {
        let s = MonotoneCurve.segments(xs: [0, 3, 6, 9], ys: [5, 5, 8, 8])!
        #expect(s[0] == .init(c1: (1, 5), c2: (2, 5), end: (3, 5)))
        #expect(s[2] == .init(c1: (7, 8), c2: (8, 8), end: (9, 8)))
    }

    @Test func twoPointsOrARepeatedDayDrawStraight() {
        #expect(MonotoneCurve.segments(xs: [0, 1], ys: [1, 2]) == nil)
        #expect(MonotoneCurve.segments(xs: [0, 1, 1, 2], ys: [1, 2, 3, 4]) == nil)
    }

    @Test func aSmoothChartDrawsCurvesOverAGradient() {
        let points = [(0.0, 6.9), (7, 6.8), (14, 7.1), (21, 6.7)].map {
            LineChart.Point(x: $0.0, datum: ChartDatum(label: "d\($0.0)", value: $0.1, valueLabel: "\($0.1)"))
        }
        var chart = LineChart(id: "t", text: ChartText(title: "T", summary: "S", labelHeader: "Date", valueHeader: "s"), points: points)
        chart.includeZero = false
        chart.smooth = true
        let html = chart.node.render()
        #expect(html.contains(#"<defs><linearGradient id="t-fill" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="var(--color-primary)" stop-opacity="0.35"/>"#))
        #expect(html.contains(#"<path class="w-area w-area-soft" fill="url(#t-fill)" d="M"#))
        #expect(html.components(separatedBy: "C").count > 3)
    }
}
