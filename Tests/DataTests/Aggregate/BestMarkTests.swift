import Testing
@testable import SiteData

@Suite struct BestMarkTests {
    func m(_ id: String, _ type: MetricType, _ value: Double, _ day: String, verified: Bool = false) -> PerformanceMetric {
        PerformanceMetric(id: id, metricType: type, value: value, recordedDate: LocalDate(iso: day)!, verified: verified)
    }

    /// Highest for most types, lowest where lower is better; the latest beside it when its
    /// value differs; types in `MetricType` order.
    @Test func bestByTheTypesDirection() {
        let marks = BestMark.marks([
            m("s1", .sixtyTime, 7.05, "2025-01-01"), m("s2", .sixtyTime, 6.71, "2026-01-01"), m("s3", .sixtyTime, 6.80, "2026-06-01"),
            m("v1", .velocity, 81.1, "2023-11-23"), m("v2", .velocity, 90.3, "2026-05-01"), m("v3", .velocity, 89.6, "2026-10-01"),
            m("b1", .battingAvg, 0.3, "2026-01-01"),
        ])
        #expect(marks.map(\.best.id) == ["v2", "s2", "b1"])
        #expect(marks.map { $0.latest?.id } == ["v3", "s3", nil])
    }

    /// Equal values: a verified one first, then the newest; a latest equal to the best is not repeated.
    @Test func tiesPreferVerifiedThenNewest() {
        let marks = BestMark.marks([
            m("a", .exitVelo, 95, "2026-01-01", verified: true), m("b", .exitVelo, 95, "2026-03-01"),
            m("c", .popTime, 1.9, "2026-01-01"), m("d", .popTime, 1.9, "2026-02-01"),
        ])
        #expect(marks.map(\.best.id) == ["a", "d"])
        #expect(marks.map { $0.latest?.id } == [nil, nil])
    }
}
