import FileTestSupport
import Testing
@testable import SiteData

/// `Dashboard.topMetrics` by index against the dictionary of rows it replaced: built-in and
/// declared types, equal dates, equal ids.
@Suite struct DashboardTopMetricsTests {
    static func reference(_ data: AthleteData) -> [PerformanceMetric] {
        var latest: [MetricType: PerformanceMetric] = [:]
        for m in data.metrics {
            if let cur = latest[m.metricType], !PerformanceMetric.newestFirst(m, cur) { continue }
            latest[m.metricType] = m
        }
        return Array(latest.values.sorted(by: PerformanceMetric.newestFirst).prefix(3))
    }

    @Test func sameAsDictionary() {
        let spin = MetricType(declared: MetricDeclaration(key: "spin_rate", unit: "rpm", leads: ["P"], index: 0))
        let saves = MetricType(declared: MetricDeclaration(key: "save_pct", leads: ["GOALKEEPER"], index: 1))
        let types: [MetricType] = [.velocity, .era, .other, .popTime, spin, saves]
        var rng = SplitMix(seed: 17)
        var differences = 0
        for round in 0..<500 {
            let metrics = (0..<Int(rng.next() % 25)).map { i in
                // Ids unique per round, some dates equal: ties fall to the id.
                Fx.metric("m\(round)-\(rng.next() % 1000)-\(i)", types[Int(rng.next() % 6)], Double(i), on: Fx.day(-Int(rng.next() % 20)))
            }
            let data = Fx.athlete(metrics: metrics)
            if Dashboard.topMetrics(data).map(\.id) != Self.reference(data).map(\.id) { differences += 1 }
        }
        #expect(differences == 0)
        #expect(Dashboard.topMetrics(Fx.athlete()) == [])
    }
}
