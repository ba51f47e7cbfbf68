import Testing
@testable import SiteData

@Suite struct PerformanceTests {
    typealias F = Fx

    @Test func emptyAthlete() {
        #expect(Performance.compute(F.athlete()) == PerformanceModel(total: 0, types: [], history: []))
    }

    /// Six values: first = mean of the first three, last = mean of the last three.
    static func six(_ a: Double, _ b: Double) -> [Double] { [a, a, a, b, b, b] }

    @Test(arguments: [
        (six(100, 101), false, "stable"), (six(100, 101.01), false, "improving"), (six(100, 99), false, "stable"),
        (six(100, 98.99), false, "declining"), (six(100, 101), true, "stable"), (six(100, 101.01), true, "declining"),
        (six(100, 98.99), true, "improving"), (six(100, 99), true, "stable"),
        // n = 5, k = 2: first = mean(1, 2) = 1.5, last = mean(4, 2.02) = 3.01.
        ([1, 2, 3, 4, 2.02], false, "improving"),
        // mean(6.9, 7.0) = 6.95 vs mean(6.8, 6.83) = 6.815: −1.94 % on a lower-is-better type.
        ([6.9, 7.0, 7.1, 6.8, 6.83], true, "improving"),
        // n = 5, k = 2: mean(100, 100) vs mean(101, 101) = +1 % exactly: stable.
        ([100, 100, 100.5, 101, 101], false, "stable"),
        // k = min(3, ⌊n/2⌋): 2 records 90 → 95 compare 90 with 95 (k = 1), not all with all.
        ([90, 95], false, "improving"), ([100, 200], true, "declining"), ([1, 5, 9], true, "declining"),
        ([100, 100.5, 101], false, "stable"), ([10, 99, 9.8], true, "improving"),
    ])
    func trend(values: [Double], lowerIsBetter: Bool, expected: String) {
        #expect(Performance.trend(values, lowerIsBetter: lowerIsBetter)?.rawValue == expected)
    }

    @Test func exactOnePercentIsStableDespiteBinaryFloatingPoint() {
        // 0.1 + 0.2 != 0.3 in binary; the comparison runs on decimal spellings.
        #expect(Performance.trend([0.1, 0.2, 0.3, 0.101, 0.202, 0.303], lowerIsBetter: false) == .stable)
        #expect(Performance.trend([0.1, 0.2, 0.3, 0.099, 0.198, 0.297], lowerIsBetter: true) == .stable)
        #expect(Performance.trend([0.1, 0.2, 0.3, 0.101, 0.202, 0.30301], lowerIsBetter: false) == .improving)
    }

    /// The same decimal mean on every page and in the JSON (which carries it unrounded).
    @Test func averageIsTheDecimalMean() {
        let data = F.athlete(metrics: [F.metric("m1", .sixtyTime, 3.8, on: F.day(-3)), F.metric("m2", .sixtyTime, 3.81, on: F.day(-2))])
        let t = Performance.compute(data).types[0]
        #expect(t.average == 3.805)
        #expect(t.roundedAverage == 3.81)
        let report = Reports.compute(data, preset: .preset(.last30Days), today: F.today).metrics.summaries[0]
        #expect(report.average == 3.805 && report.roundedAverage == 3.81)
    }

    @Test func fewerThanTwoRecordsHasNoTrend() {
        #expect(Performance.trend([], lowerIsBetter: false) == nil)
        #expect(Performance.trend([5], lowerIsBetter: false) == nil)
    }

    @Test func singleRecord() {
        let m = F.metric("m1", .popTime, 2.05, on: F.day(-3), unit: "s", verified: true)
        let p = Performance.compute(F.athlete(metrics: [m]))
        #expect(p.total == 1)
        let t = p.types[0]
        #expect(t.type == .popTime && t.displayName == "Pop Time" && t.lowerIsBetter)
        #expect(t.count == 1 && t.min == 2.05 && t.max == 2.05 && t.average == 2.05)
        #expect(t.trend == nil && t.unit == "s" && t.latest == m)
        #expect(t.series == [PerformanceModel.Point(date: F.day(-3), value: 2.05)])
    }

    @Test func summariesSortedByTypeWithTiesByDateThenId() {
        let data = F.athlete(metrics: [
            F.metric("b", .velocity, 90, on: F.day(-1), unit: "mph"),
            F.metric("a", .velocity, 88, on: F.day(-1), unit: "km/h"),
            F.metric("c", .velocity, 85, on: F.day(-9), unit: nil),
            F.metric("d", .velocity, 86, on: F.day(-5), unit: "mph"),
            F.metric("e", .velocity, 87, on: F.day(-5), unit: "km/h"),
            F.metric("x", .era, 3.5, on: F.day(-2)),
            F.metric("y", .battingAvg, 0.3333, on: F.day(-2)),
        ])
        let p = Performance.compute(data)
        #expect(p.types.map(\.type) == [.battingAvg, .era, .velocity])
        let v = p.types[2]
        #expect(v.series.map(\.value) == [85, 86, 87, 88, 90])
        #expect(v.latest.id == "b")
        #expect(v.recent.map(\.id) == ["b", "a", "e", "d", "c"])
        #expect(v.unit == "km/h")  // 2 × km/h, 2 × mph: code-point smallest
        #expect(v.average == 87.2 && v.min == 85 && v.max == 90)
        #expect(v.trend == .improving)
        #expect(p.types[1].unit == nil)
        #expect(p.types[0].roundedAverage == 0.333)
        #expect(p.history.map(\.id) == ["b", "a", "y", "x", "e", "d", "c"])
    }

    /// A type keeps only its latest 30 records for the mini chart (a million rows are held once,
    /// in the model's history, not twice).
    @Test func aTypeKeepsItsLatestThirtyRecords() {
        let data = F.athlete(metrics: (0..<40).map { i in
            F.metric(String(format: "m%02d", i), .velocity, Double(80 + i % 7), on: F.day(-40 + i), unit: "mph")
        })
        let v = Performance.compute(data).types[0]
        #expect(v.count == 40)
        #expect(v.recent.map(\.id) == (10..<40).reversed().map { String(format: "m%02d", $0) })
        #expect(v.latest.id == "m39")
    }
}
