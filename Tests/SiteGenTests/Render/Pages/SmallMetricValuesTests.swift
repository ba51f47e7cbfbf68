import Foundation
import SiteData
import Testing
@testable import SiteGen
@testable import SampleSite

/// Numbers that must not lie: an average shown between the minimum and maximum shown, and
/// axis ticks that can be told apart, however small the values.
@Suite struct SmallMetricValuesTests {
    static func site() throws -> AthleteContext {
        try AnalyticsFixture.site("ana-diaz") { data in
            data.metrics = [
                PerformanceMetric(id: "a", metricType: .sixtyTime, value: 0.001, unit: "s", recordedDate: LocalDate(iso: "2026-03-01")!),
                PerformanceMetric(id: "b", metricType: .sixtyTime, value: 0.002, unit: "s", recordedDate: LocalDate(iso: "2026-03-08")!),
            ]
        }
    }

    @Test func theIssuesSprintTimesShowTheirAverageAndDistinctTicks() throws {
        let html = AnalyticsFixture.text(PerformancePage(athlete: try Self.site()).render(), "ana-diaz/performance/index.html")
        #expect(html.contains("0.0015 s"))
        #expect(!html.contains(">0 s<"))
        // The y-axis ticks: 0.001, 0.0015, 0.002, each once, in order.
        let ticks = html.components(separatedBy: "<text ").compactMap { piece -> String? in
            guard let close = piece.firstIndex(of: ">"), let end = piece.range(of: "</text>") else { return nil }
            let label = String(piece[piece.index(after: close)..<end.lowerBound])
            return label.hasPrefix("0.00") ? label : nil
        }
        #expect(ticks == ["0.001", "0.0015", "0.002"])
    }

    @Test func theReportCSVWritesTheAverageAsShown() {
        #expect(MetricType.sixtyTime.roundedAverage(0.0015) == 0.0015)
        #expect(MetricType.sixtyTime.roundedAverage(6.8749) == 6.87)
        #expect(MetricType.battingAvg.roundedAverage(0.34449) == 0.344)
        #expect(MetricType.velocity.roundedAverage(0.000123456) == 0.00012)
    }

    /// The number a page shows, read back (`1,234.5` → 1234.5, `.345` → 0.345).
    static func shown(_ text: String) -> Double { Double(text.replacingOccurrences(of: ",", with: ""))! }

    /// 5,000 random sets of 1 to 8 values between 1e-6 and 1e9 (spread 0.1 %–1000 % around a
    /// base): the average shown is never below the minimum shown nor above the maximum shown.
    @Test(arguments: [MetricType.sixtyTime, .velocity, .battingAvg])
    func theAverageShownLiesBetweenTheMinimumAndMaximumShown(type: MetricType) throws {
        let page = try FormattingTests.page(.en)
        // The sample generator's seeded SplitMix64, so a failure always reproduces.
        var random = SplitMix64(seed: 20261125)
        for _ in 0..<5000 {
            let base = pow(10, -6 + 15 * Double.random(in: 0..<1, using: &random))
            let values = (0..<Int.random(in: 1...8, using: &random)).map { _ in
                base * (1 + pow(10, -3 + 4 * Double.random(in: 0..<1, using: &random)))
            }
            let average = Rounding.mean(values)!
            let (lo, mid, hi) = (page.metricValue(values.min()!, type: type), page.metricValue(average, type: type),
                                 page.metricValue(values.max()!, type: type))
            #expect(Self.shown(lo) <= Self.shown(mid) && Self.shown(mid) <= Self.shown(hi), "\(values): \(lo) ≤ \(mid) ≤ \(hi)")
        }
    }
}
