import Testing
@testable import SiteData

/// The marks a roster row shows: today the coach page's best marks, the first three by type.
@Suite struct RosterMarksTests {
    func m(_ id: String, _ type: MetricType, _ value: Double, _ day: String, verified: Bool = false) -> PerformanceMetric {
        PerformanceMetric(id: id, metricType: type, value: value, recordedDate: LocalDate(iso: day)!, verified: verified)
    }

    @Test func theBestOfTheFirstThreeTypes() {
        let metrics = [m("a", .era, 2.5, "2026-05-01"), m("b", .velocity, 86, "2026-05-01"), m("c", .velocity, 88, "2026-04-01"),
                       m("d", .sixtyTime, 7.1, "2026-05-01"), m("e", .sixtyTime, 6.9, "2026-03-01", verified: true),
                       m("f", .exitVelo, 90, "2026-05-01")]
        #expect(RosterMarks.headline(metrics).map(\.id) == ["c", "f", "e"])
        #expect(RosterMarks.headline([]) == [])
    }
}
