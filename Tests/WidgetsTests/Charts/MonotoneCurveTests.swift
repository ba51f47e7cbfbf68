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

    @Test func aSmoothChartDrawsCurvesOverAGradient() throws {
        let points = [(0.0, 6.9), (7, 6.8), (14, 7.1), (21, 6.7)].map {
            LineChart.Point(x: $0.0, datum: ChartDatum(label: "d\($0.0)", value: $0.1, valueLabel: "\($0.1)"))
        }
        var chart = LineChart(id: "t", text: ChartText(title: "T", summary: "S", labelHeader: "Date", valueHeader: "s"), points: points)
        chart.includeZero = false
        chart.smooth = true
        let html = chart.node.render()
        #expect(html.contains(#"<defs><linearGradient id="t-fill" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="var(--color-primary)" stop-opacity="0.35"/>"#))
        // The area and its line are one path: from the area's bottom right along the bottom and up
        // the left edge, then the line; the dash hides the first 361 + 76 = 437 units (the
        // bottom and the left edge), the fill closes the area up the right edge.
        #expect(html.contains(#"<path class="w-fill-line w-area-soft" fill="url(#t-fill)" stroke="var(--color-primary)" "#
            + #"stroke-dasharray="99999 437" stroke-dashoffset="99999" "#
            + #"d="M392 160H31V84c40.1 19 80.2 38 120.3 38 40.1 0 80.3-114 120.4-114 40.1 0 80.2 76 120.3 152"/>"#))
        #expect(!html.contains(#"<path class="w-line""#) && !html.contains(#"<path class="w-area"#))
        // One relative `c` whose segments end on the dots, exactly (offsets between coordinates
        // rounded to tenths do not drift).
        let path = try #require(Self.attribute("d", after: #"<path class="w-fill-line"#, in: html))
        let line = "M31 84" + path.dropFirst("M392 160H31V84".count)
        #expect(line.filter(\.isLetter) == "Mc")
        #expect(Self.segmentEnds(line) == Self.dots(html))
        #expect(Self.dots(html).count == 4)
    }

    @Test func aStraightLineIsOneRelativeCommand() throws {
        let points = [(0.0, 1.0), (1, 3), (2, 2), (3, 5)].map {
            LineChart.Point(x: $0.0, datum: ChartDatum(label: "d\($0.0)", value: $0.1, valueLabel: "\($0.1)"))
        }
        let html = LineChart(id: "t", text: ChartText(title: "T", summary: "S", labelHeader: "Date", valueHeader: "n"), points: points).node.render()
        let line = try #require(Self.attribute("d", after: #"<path class="w-line""#, in: html))
        #expect(line.filter(\.isLetter) == "Ml")
        #expect(Self.segmentEnds(line, perSegment: 1) == Self.dots(html))
    }

    /// The value of `name` in the first tag that starts with `prefix`.
    static func attribute(_ name: String, after prefix: String, in html: String) -> String? {
        guard let tag = html.range(of: prefix) else { return nil }
        let rest = html[tag.upperBound...]
        guard let start = rest.range(of: " \(name)=\"") else { return nil }
        return String(rest[start.upperBound...].prefix { $0 != "\"" })
    }

    /// Numbers of path data, in tenths (`M27 91.3c2.6-8.1` → 270, 913, 26, -81).
    static func tenths(_ data: Substring) -> [Int] {
        var numbers: [Int] = [], current = ""
        func flush() { if !current.isEmpty { numbers.append(Int((Double(current)! * 10).rounded())); current = "" } }
        for ch in data {
            if ch == "-" { flush(); current = "-" } else if ch.isNumber || ch == "." { current.append(ch) } else { flush() }
        }
        flush()
        return numbers
    }

    /// The absolute end of each segment of `M x y c …` (or `l …`), in tenths.
    static func segmentEnds(_ d: String, perSegment: Int = 3) -> [[Int]] {
        let n = tenths(Substring(d))
        var at = [n[0], n[1]], ends = [at]
        for start in stride(from: 2, to: n.count, by: 2 * perSegment) {
            at = [at[0] + n[start + 2 * perSegment - 2], at[1] + n[start + 2 * perSegment - 1]]
            ends.append(at)
        }
        return ends
    }

    /// The dots' points (`<path d="M x yh0">`), in tenths.
    static func dots(_ html: String) -> [[Int]] {
        html.components(separatedBy: #"<path d="M"#).dropFirst().map { part in
            let n = tenths(part.prefix { $0 != "h" })
            return [n[0], n[1]]
        }
    }
}
