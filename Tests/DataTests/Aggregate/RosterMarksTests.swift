import Testing
@testable import SiteData

/// The marks a roster row shows: the athlete's headline marks (`BestMark.headline`), verified first.
@Suite struct RosterMarksTests {
    func m(_ id: String, _ type: MetricType, _ value: Double, _ day: String, verified: Bool = false) -> PerformanceMetric {
        PerformanceMetric(id: id, metricType: type, value: value, recordedDate: LocalDate(iso: day)!, verified: verified)
    }

    func athlete(_ positions: [String], _ metrics: [PerformanceMetric]) -> AthleteData {
        AthleteData(profile: AthleteProfile(slug: "a", name: "A", positions: positions), metrics: metrics)
    }

    /// A shortstop leads with exit velocity and the 60: a verified 60 wins over a faster
    /// self-reported one; the pitcher's velocity and ERA are not his headline.
    @Test func thePositionsLeadTypesVerifiedFirst() {
        let metrics = [m("a", .era, 2.5, "2026-05-01"), m("b", .velocity, 86, "2026-05-01"), m("c", .velocity, 88, "2026-04-01"),
                       m("d", .sixtyTime, 6.8, "2026-05-01"), m("e", .sixtyTime, 6.9, "2026-03-01", verified: true),
                       m("f", .exitVelo, 90, "2026-05-01")]
        #expect(RosterMarks.headline(athlete(["SS"], metrics)).map(\.id) == ["f", "e"])
        #expect(RosterMarks.headline(athlete(["RHP"], metrics)).map(\.id).first == "c")
        #expect(RosterMarks.headline(athlete(["SS"], [])) == [])
    }
}
