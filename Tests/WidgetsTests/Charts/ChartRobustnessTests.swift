import Testing
@testable import Widgets

@Suite struct ChartRobustnessTests {
    static let cases: [(String, [ChartDatum])] = [
        ("empty", []),
        ("one", Fixtures.data(1)),
        ("zeros", Fixtures.data(30) { _ in 0 }),
        ("negative", Fixtures.data(30) { Double($0 - 20) * 3.3 }),
        ("huge", Fixtures.data(30) { $0 == 3 ? 1e9 : 1 }),
        ("nonfinite", Fixtures.data(5) { [Double.nan, .infinity, -.infinity, 1e300, -1e300][$0] }),
        ("many", Fixtures.data(365)),
        ("hostile", Fixtures.hostile.map { ChartDatum(label: $0, value: 3, valueLabel: $0, tooltip: $0) }),
    ]

    @Test(arguments: cases.map(\.0))
    func everyChartIsWellFormedFiniteAndInert(name: String) {
        let data = Self.cases.first { $0.0 == name }!.1
        let hostileText = ChartText(title: Fixtures.hostile[0], summary: Fixtures.hostile[1], labelHeader: Fixtures.hostile[3], valueHeader: "v")
        for (kind, node) in Fixtures.allCharts(data) + Fixtures.allCharts(data, text: hostileText, prefix: "\"x") {
            let html = node.render()
            let check = XMLCheck.parse(html)
            #expect(check.error == nil, "\(kind) \(name): \(check.error ?? "")")
            #expect(check.isInert, "\(kind) \(name)")
            #expect(!html.contains("NaN") && !html.contains("nan") && !html.contains("inf"), "\(kind) \(name)")
            #expect(html == node.render(), "deterministic")
        }
    }

    @Test func everyChartIsAccessible() {
        for (kind, node) in Fixtures.allCharts(Fixtures.data(12)) where kind != "counts" {
            let html = node.render()
            #expect(html.contains("role=\"img\""), "\(kind)")
            #expect(html.contains("<title id=\"cl-t\">") || html.contains("-t\">Interactions</title>"), "\(kind)")
            #expect(html.contains("<desc id="), "\(kind)")
            if kind == "spark" {
                #expect(html.contains("<span class=\"w-sr\">2026-03-01: 0; 2026-03-02: 7;"))
            } else {
                #expect(html.contains("<caption>Interactions</caption>"), "\(kind)")
            }
            #expect(html.contains("viewBox=\"0 0 "), "\(kind)")
            #expect(!html.contains(" width=\"") && !html.contains(" height=\""), "\(kind): no fixed pixel size")
        }
    }

    @Test func coordinatesHaveAtMostTwoDecimals() {
        for (kind, node) in Fixtures.allCharts(Fixtures.data(37) { Double($0) / 3 }) {
            let html = node.render()
            var run = 0
            var afterDot = false
            for ch in html.unicodeScalars {
                if ch == "." { afterDot = true; run = 0; continue }
                if afterDot, ("0"..."9").contains(ch) { run += 1 } else { afterDot = false; run = 0 }
                if run > 2 { Issue.record("\(kind): more than two decimals"); break }
            }
        }
    }

    static func shortData(_ n: Int, unit: String = "") -> [ChartDatum] {
        (0..<n).map { i in
            let v = Double((i * 7) % 11)
            let label = "Mar \(i % 31 + 1)"
            return ChartDatum(label: label, value: v, valueLabel: Fixtures.whole(v), tooltip: "\(label): \(Fixtures.whole(v))\(unit)")
        }
    }

    @Test func sizesStayWithinBudget() {
        let points = Self.shortData(30).enumerated().map { LineChart.Point(x: Double($0.offset), datum: $0.element) }
        let line = LineChart(id: "trend", text: Fixtures.text, points: points).render()
        let bars = BarChart(id: "activity", text: Fixtures.text, bars: Self.shortData(365, unit: " posts")).render()
        let barsSVG = bars[bars.range(of: "<svg")!.lowerBound..<bars.range(of: "</svg>")!.upperBound]
        #expect(line.utf8.count < 4096, "line: \(line.utf8.count)")
        #expect(barsSVG.utf8.count < 30 * 1024, "bars svg: \(barsSVG.utf8.count)")
        #expect(bars.utf8.count < 36 * 1024, "bars with table: \(bars.utf8.count)")
    }

    /// A summary that only repeats the title is not written (nor an empty one): a screen reader
    /// would read the title twice.
    @Test func aSummaryThatRepeatsTheTitleIsNotWritten() {
        let rows: [HorizontalBarChart.Row] = [.init(datum: ChartDatum(label: "A", value: 1, valueLabel: "1"))]
        for summary in ["Visits", ""] {
            let text = ChartText(title: "Visits", summary: summary, labelHeader: "Date", valueHeader: "n")
            let html = HorizontalBarChart(id: "h", text: text, rows: rows).render()
            #expect(html.contains(#"role="img" aria-labelledby="h-t"><title id="h-t">Visits</title><g>"#) && !html.contains("<desc"))
        }
    }

    @Test func idsAreDerivedFromThePrefixOnly() {
        let a = LineChart(id: "a", text: Fixtures.text, points: Fixtures.points(3)).render()
        let b = LineChart(id: "b", text: Fixtures.text, points: Fixtures.points(3)).render()
        #expect(a.contains("id=\"a-t\"") && a.contains("aria-labelledby=\"a-t a-d\""))
        #expect(a.replacingOccurrences(of: "\"a", with: "\"b").replacingOccurrences(of: " a-d", with: " b-d") == b)
    }

    @Test func heatmapLevelsAreRelativeToTheBusiestDay() {
        #expect([0, 1, 2, 3, 4, 5, 8].map { CalendarHeatmap.level(Double($0), maximum: 8) } == [0, 1, 1, 2, 2, 3, 4])
        #expect(CalendarHeatmap.level(3, maximum: 0) == 0)
    }
}
