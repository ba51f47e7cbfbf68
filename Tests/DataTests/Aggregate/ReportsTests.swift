import Testing
@testable import SiteData

@Suite struct ReportsTests {
    typealias F = Fx

    @Test(arguments: [
        (ReportPreset.preset(.last7Days), "last-7-days", "2026-03-09"), (.preset(.last30Days), "last-30-days", "2026-02-14"),
        (.preset(.last90Days), "last-90-days", "2025-12-16"), (.preset(.last6Months), "last-6-months", "2025-09-17"),
        (.preset(.yearToDate), "year-to-date", "2026-01-01"), (.preset(.lastYear), "last-year", "2025-03-16"),
        (.preset(.allTime), "all-time", "2026-03-15"),
    ])
    func presetRanges(preset: ReportPreset, name: String, from: String) {
        #expect(preset.name == name)
        #expect(preset.range(for: F.athlete(), today: F.today) == DateRange(from: F.date(from), to: F.today))
    }

    @Test func standardPresetsInTabOrder() {
        #expect(ReportPreset.standard.map(\.name) == ["last-7-days", "last-30-days", "last-90-days", "last-6-months",
                                                      "year-to-date", "last-year", "all-time"])
        #expect(ReportPreset.default == .preset(.last30Days))
        #expect(RangePreset.social.map(\.name) == ["last-7-days", "last-30-days", "last-90-days", "all-time"])
        let custom = ReportPreset.custom(name: "fall", range: DateRange(from: F.date("2025-09-01"), to: F.date("2025-12-01")))
        #expect(custom.name == "fall")
        #expect(custom.range(for: F.athlete(), today: F.today).from == F.date("2025-09-01"))
    }

    @Test func allTimeStartsAtEarliestDateOfAnyTable() {
        var data = F.athlete(interactions: [F.interaction("i", on: F.day(-10))], tasks: [TaskItem(id: "t", text: "x")])
        #expect(ReportPreset.preset(.allTime).range(for: data, today: F.today).from == F.day(-10))
        data.offers = [Offer(id: "o", schoolId: "s", status: .pending, deadline: F.day(-50))]
        #expect(ReportPreset.preset(.allTime).range(for: data, today: F.today).from == F.day(-50))
        data.notes = [F.note("n", date: F.day(-60))]
        #expect(ReportPreset.preset(.allTime).range(for: data, today: F.today).from == F.day(-60))
        data.schools = [School(id: "s", name: "S", createdAt: F.day(-70))]
        #expect(Reports.earliestDate(in: data) == F.day(-70))
        data.events = [Event(id: "e", name: "E", startDate: F.day(5), endDate: F.day(-80))]
        #expect(Reports.earliestDate(in: data) == F.day(-80))
        // Only future dates: today alone.
        let future = F.athlete(posts: [F.post("p", on: F.day(3))])
        #expect(ReportPreset.preset(.allTime).range(for: future, today: F.today) == DateRange(from: F.today, to: F.today))
    }

    @Test func emptyAthleteReport() {
        let r = Reports.compute(F.athlete(), preset: .preset(.last30Days), today: F.today)
        #expect(r.empty)
        #expect(r.coaches == ReportModel.Coaches(total: 0, avgResponseRate: 0, bySchool: 0))
        #expect(r.interactions == ReportModel.Interactions(total: 0, byType: [], bySentiment: []))
        #expect(r.metrics == ReportModel.Metrics(total: 0, byType: [], summaries: []))
        #expect(r.schools == ReportModel.Schools(total: 0, byStatus: [], byDivision: []))
    }

    @Test func countsInRangeWithEdges() {
        let range = DateRange.last(7, endingAt: F.today)
        let data = F.athlete(
            schools: [School(id: "1", name: "A", status: "offered", division: "D1"),
                      School(id: "2", name: "B", status: "interested", division: nil),
                      School(id: "3", name: "C", status: nil, division: "D1")],
            coaches: [Coach(id: "c1", schoolId: "1", name: "X"), Coach(id: "c2", schoolId: "1", name: "Y"),
                      Coach(id: "c3", name: "Z")],
            interactions: [
                F.interaction("a", on: F.day(-6), coach: "c1", by: .coach, type: "email", sentiment: .positive),
                F.interaction("b", on: F.day(-7), coach: "c2", by: .coach, type: "call"),       // out
                F.interaction("c", on: F.day(0), coach: "c3", by: .athlete, type: nil, sentiment: nil),
                F.interaction("d", on: F.day(1), coach: "c3", by: .coach, type: "text"),        // out
                F.interaction("e", on: F.day(-1), coach: "c1", by: .coach, type: "email", sentiment: .neutral),
            ],
            metrics: [F.metric("m1", .velocity, 80, on: F.day(-6)), F.metric("m2", .velocity, 85.5, on: F.day(0)),
                      F.metric("m3", .era, 3.1, on: F.day(-7)), F.metric("m4", .battingAvg, 0.3455, on: F.day(-2)),
                      F.metric("m5", .battingAvg, 0.3, on: F.day(-2))])
        let r = Reports.compute(data, range: range, preset: .preset(.last7Days))
        #expect(!r.empty)
        #expect(r.schools.byStatus == [KeyCount(key: "interested", count: 1), KeyCount(key: "offered", count: 1)])
        #expect(r.schools.byDivision == [KeyCount(key: "D1", count: 2)])
        #expect(r.coaches == ReportModel.Coaches(total: 3, avgResponseRate: 33.3, bySchool: 1))
        #expect(r.interactions.total == 3)
        #expect(r.interactions.byType == [KeyCount(key: "email", count: 2), KeyCount(key: "other", count: 1)])
        #expect(r.interactions.bySentiment == [KeyCount(key: "neutral", count: 2), KeyCount(key: "positive", count: 1)])
        #expect(r.metrics.total == 4)
        #expect(r.metrics.byType == [KeyCount(key: "batting_avg", count: 2), KeyCount(key: "velocity", count: 2)])
        #expect(r.metrics.summaries.map(\.type) == [.battingAvg, .velocity])
        #expect(r.metrics.summaries.map(\.roundedAverage) == [0.323, 82.75])
        #expect(r.metrics.summaries.map(\.max) == [0.3455, 85.5])
        #expect(r.metrics.summaries.map(\.min) == [0.3, 80])
    }

    @Test func emptyMeansNoInteractionAndNoMetric() {
        let onlyMetric = F.athlete(metrics: [F.metric("m", .velocity, 1, on: F.today)])
        #expect(!Reports.compute(onlyMetric, preset: .preset(.last7Days), today: F.today).empty)
        let old = F.athlete(schools: [School(id: "s", name: "S")], interactions: [F.interaction("i", on: F.day(-7))])
        #expect(Reports.compute(old, preset: .preset(.last7Days), today: F.today).empty)
    }

    @Test func validation() throws {
        #expect(throws: Diagnostic.error("End date must be after start date")) {
            try Reports.validate(DateRange(from: F.today, to: F.day(-1)))
        }
        #expect(try Reports.validate(DateRange(from: F.today, to: F.today)) == nil)
        #expect(try Reports.validate(DateRange(from: F.date("2016-03-15"), to: F.today)) == nil)
        #expect(try Reports.validate(DateRange(from: F.date("2016-03-14"), to: F.today))
            == .warning("Date range 2016-03-14 to 2026-03-15 is longer than 10 years"))
        #expect(try Reports.validate(DateRange(from: F.date("2016-02-29"), to: F.date("2026-02-28"))) == nil)
        #expect(try Reports.validate(DateRange(from: F.date("2016-02-29"), to: F.date("2026-03-01"))) != nil)
    }
}
