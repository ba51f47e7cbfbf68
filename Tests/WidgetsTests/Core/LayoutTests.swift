import Testing
@testable import Widgets

@Suite struct LayoutTests {
    @Test(arguments: [
        (0.0, 0.0, [0.0, 0.5, 1.0]),
        (0.0, 10.0, [0.0, 5.0, 10.0]),
        (-21.0, 17.5, [-30.0, -20.0, -10.0, 0.0, 10.0, 20.0]),
        (0.0, 1e9, [0.0, 5e8, 1e9]),
        (3.0, 3.0, [0.0, 1.0, 2.0, 3.0]),
    ])
    func niceTicksCoverDataAndZero(minimum: Double, maximum: Double, ticks: [Double]) {
        #expect(NiceScale(minimum: minimum, maximum: maximum).ticks == ticks)
    }

    @Test(arguments: [
        (6.89, 7.28, [6.8, 6.9, 7.0, 7.1, 7.2, 7.3]),
        (81.1, 90.3, [80.0, 85.0, 90.0, 95.0]),
        (0.288, 0.359, [0.28, 0.3, 0.32, 0.34, 0.36]),
        (7.0, 7.0, [6.6, 6.8, 7.0, 7.2, 7.4]),
    ])
    func measurementTicksFitTheData(minimum: Double, maximum: Double, ticks: [Double]) {
        let t = NiceScale(minimum: minimum, maximum: maximum, includeZero: false).ticks
        #expect(t.count == ticks.count)
        #expect(zip(t, ticks).allSatisfy { abs($0 - $1) < 1e-9 }, "\(t)")
    }

    @Test func truncationKeepsWholeCharactersAndAddsEllipsis() {
        #expect(TextMetrics.truncated("Uniwersytet Śląski", toWidth: 50, fontSize: 10) == "Uniwers…")
        #expect(TextMetrics.truncated("short", toWidth: 100, fontSize: 10) == "short")
        #expect(TextMetrics.truncated("👨‍👩‍👧‍👦👨‍👩‍👧‍👦👨‍👩‍👧‍👦", toWidth: 60, fontSize: 10) == "👨‍👩‍👧‍👦…")
    }

    @Test func axisLabelsNeverOverlap() {
        let labels = (0..<365).map { "Label \($0)" }
        let positions = (0..<365).map { 40 + Double($0) }
        let placed = AxisLabels.place(labels, positions: positions, left: 40, right: 404, fontSize: 11)
        #expect(placed.first?.index == 0)
        #expect(placed.last?.index == 364)
        var previousEnd = -Double.infinity
        for p in placed {
            let w = TextMetrics.width(p.text, fontSize: 11)
            let start = p.anchor == "start" ? p.x : p.anchor == "end" ? p.x - w : p.x - w / 2
            #expect(start >= previousEnd)
            previousEnd = start + w
        }
    }

    @Test func idsComeFromThePrefix() {
        #expect(ChartID("trend")("t") == "trend-t")
        #expect(ChartID("1 bad\"id")("d") == "w1badid-d")
        #expect(ChartID("")("t") == "w-t")
    }
}
