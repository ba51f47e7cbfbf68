import Testing
@testable import Widgets

/// Donut slices are arc paths whose end points sit at the exact angles of the data (the old
/// dashed circles left up to a quarter of the ring empty in Chromium).
@Suite struct DonutArcTests {
    static func donut(_ values: [Double]) -> String {
        let segments = values.enumerated().map { i, v in
            DonutChart.Segment(datum: ChartDatum(label: "S\(i + 1)", value: v, valueLabel: Fixtures.whole(v)), color: .primary)
        }
        return DonutChart(id: "d", text: Fixtures.text, segments: segments).render()
    }

    static func paths(_ html: String) -> [String] {
        html.components(separatedBy: "<path d=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }

    @Test func slicesOneTwoOneEndAtTheQuarterPoints() {
        // 1:2:1 → 90°, 180°, 90° clockwise from 12 o'clock on a radius-44 ring centred at (60, 60).
        #expect(Self.paths(Self.donut([1, 2, 1])) == [
            "M60 16A44 44 0 0 1 104 60",
            "M104 60A44 44 0 0 1 16 60",
            "M16 60A44 44 0 0 1 60 16",
        ])
    }

    @Test func aSliceOverHalfTakesTheLargeArc() {
        // 3:1 → 270° then 90°: the first arc needs large-arc-flag 1.
        #expect(Self.paths(Self.donut([3, 1])) == [
            "M60 16A44 44 0 1 1 16 60",
            "M16 60A44 44 0 0 1 60 16",
        ])
    }

    @Test func oneThirdEndsAtOneHundredTwentyDegrees() {
        // 8 of 24 (the dashboard's "Medium"): 120° → (60 + 44·sin 120°, 60 − 44·cos 120°).
        let paths = Self.paths(Self.donut([8, 16]))
        #expect(paths.first == "M60 16A44 44 0 0 1 98.11 82")
    }

    @Test func aWholeRingIsTwoHalfArcs() {
        #expect(Self.paths(Self.donut([0, 5])) == ["M60 16A44 44 0 0 1 60 104A44 44 0 0 1 60 16"])
    }

    @Test func noPathLengthAndNoDashes() {
        let html = Self.donut([1, 2, 3])
        #expect(!html.contains("pathLength"))
        #expect(!html.contains("stroke-dasharray"))
    }
}
