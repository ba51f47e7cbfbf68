import FileTestSupport
import Testing
@testable import SiteData

@Suite struct DashboardTests {
    typealias F = Fx

    @Test func emptyAthlete() {
        let m = Dashboard.compute(F.athlete(), today: F.today)
        let s = m.stats
        #expect([s.coaches, s.schools, s.interactions, s.offers, s.acceptedOffers, s.aTierSchools] == [0, 0, 0, 0, 0, 0])
        #expect(s.acceptanceRate == nil)
        #expect(m.atAGlance == DashboardModel.AtAGlance(
            schoolsWithOffers: 0, schoolsWithOffersPct: nil, coachResponsivenessPct: nil,
            coachResponsivenessLevel: nil, interactionsThisMonth: 0, daysUntilGraduation: nil))
        #expect(m.interactionTrend.count == 30)
        #expect(m.interactionTrend.allSatisfy { $0.count == 0 })
        #expect(m.contactHeatmap.count == 182)
        #expect(m.schoolsByStatus.isEmpty && m.schoolSizes.isEmpty && m.topMetrics.isEmpty)
        #expect(m.upcomingEvents.isEmpty && m.recentActivity.isEmpty && m.tasks.isEmpty)
        #expect(m.coachFollowups.isEmpty && m.actionItems.isEmpty)
    }

    @Test func stats() {
        let data = F.athlete(
            schools: [School(id: "s1", name: "A", tier: .A), School(id: "s2", name: "B", tier: .B),
                      School(id: "s3", name: "C", tier: .A)],
            offers: (1...8).map { Offer(id: "o\($0)", schoolId: "s1", status: $0 == 1 ? .accepted : .pending) })
        let s = Dashboard.compute(data, today: F.today).stats
        #expect(s.acceptedOffers == 1)
        #expect(s.acceptanceRate == 13)  // pct(1, 8) = 12.5 → 13
        #expect(s.aTierSchools == 2)
        #expect(s.offers == 8 && s.schools == 3)
    }

    @Test func windowsIncludeFirstDayAndExcludeTheDayBefore() {
        let data = F.athlete(interactions: [
            F.interaction("a", on: F.day(0)), F.interaction("b", on: F.day(-29)), F.interaction("c", on: F.day(-30)),
            F.interaction("d", on: F.day(-181)), F.interaction("e", on: F.day(-182)), F.interaction("f", on: F.day(1)),
            F.interaction("g", on: F.day(0)),
        ])
        let m = Dashboard.compute(data, today: F.today)
        #expect(m.interactionTrend.first == DateCount(date: F.day(-29), count: 1))
        #expect(m.interactionTrend.last == DateCount(date: F.today, count: 2))
        #expect(m.interactionTrend.map(\.count).reduce(0, +) == 3)
        #expect(m.contactHeatmap.first == DateCount(date: F.day(-181), count: 1))
        #expect(m.contactHeatmap.last == DateCount(date: F.today, count: 2))
        #expect(m.contactHeatmap.map(\.count).reduce(0, +) == 5)
    }

    /// The calendar is the heatmap in whole Monday–Sunday weeks: today 2026-03-11 (a Wednesday)
    /// gives 2025-09-08 (the Monday before the heatmap's first day, 2025-09-11) … 2026-03-15.
    @Test func contactCalendarIsTheHeatmapInWholeWeeks() {
        let today = LocalDate(iso: "2026-03-11")!
        let data = F.athlete(interactions: [
            F.interaction("a", on: today.adding(days: -181)), F.interaction("b", on: today.adding(days: -182)),
            F.interaction("c", on: today), F.interaction("d", on: today.adding(days: 1)),
        ])
        let m = Dashboard.compute(data, today: today)
        #expect(m.contactCalendar.count == 189)
        #expect(m.contactCalendar.first == DateCount(date: LocalDate(iso: "2025-09-08")!, count: 0))
        #expect(m.contactCalendar[3] == DateCount(date: LocalDate(iso: "2025-09-11")!, count: 1))
        #expect(m.contactCalendar[184] == DateCount(date: today, count: 1))
        #expect(m.contactCalendar.last == DateCount(date: LocalDate(iso: "2026-03-15")!, count: 0))
        #expect(m.contactCalendar.map(\.count).reduce(0, +) == 2)
        // The trend is the heatmap's last 30 days.
        #expect(m.interactionTrend == Array(m.contactHeatmap.suffix(30)))
    }

    @Test func interactionsThisMonthUsesCalendarMonth() {
        let data = F.athlete(interactions: [
            F.interaction("a", on: F.date("2026-03-01")), F.interaction("b", on: F.date("2026-03-31")),
            F.interaction("c", on: F.date("2026-02-28")), F.interaction("d", on: F.date("2025-03-15")),
        ])
        #expect(Dashboard.compute(data, today: F.today).atAGlance.interactionsThisMonth == 2)
    }

    @Test(arguments: [(4, 3, 75, "green"), (4, 2, 50, "orange"), (4, 1, 25, "red"), (3, 2, 67, "orange"),
                      (4, 0, 0, "red"), (200, 149, 75, "green"), (200, 99, 50, "orange")])
    func coachResponsivenessLevels(coaches: Int, responsive: Int, pct: Int, level: String) {
        let cs = (0..<coaches).map { Coach(id: "c\($0)", name: "Coach \($0)") }
        // Responsive coaches initiate one interaction; every coach also gets an athlete-initiated one.
        let ins = (0..<responsive).map { F.interaction("r\($0)", on: F.day(-1), coach: "c\($0)", by: .coach) }
            + (0..<coaches).map { F.interaction("x\($0)", on: F.day(-1), coach: "c\($0)", by: .athlete) }
        let g = Dashboard.compute(F.athlete(coaches: cs, interactions: ins), today: F.today).atAGlance
        #expect(g.coachResponsivenessPct == pct)
        #expect(g.coachResponsivenessLevel?.rawValue == level)
    }

    @Test func levelThresholds() {
        #expect(DashboardModel.ResponsivenessLevel(pct: 75) == .green)
        #expect(DashboardModel.ResponsivenessLevel(pct: 74) == .orange)
        #expect(DashboardModel.ResponsivenessLevel(pct: 50) == .orange)
        #expect(DashboardModel.ResponsivenessLevel(pct: 49) == .red)
        #expect(DashboardModel.ResponsivenessLevel(pct: nil) == nil)
    }

    @Test(arguments: [(10, 10), (0, 0), (-1, -1), (-400, -400)])
    func daysUntilGraduation(offset: Int, expected: Int) {
        let data = F.athlete(graduation: F.day(offset))
        #expect(Dashboard.compute(data, today: F.today).atAGlance.daysUntilGraduation == expected)
    }

    @Test func schoolsWithOffersCountsDistinctKnownSchools() {
        let data = F.athlete(
            schools: (1...8).map { School(id: "s\($0)", name: "S\($0)") },
            offers: [Offer(id: "o1", schoolId: "s1", status: .pending), Offer(id: "o2", schoolId: "s1", status: .declined),
                     Offer(id: "o3", schoolId: "s2", status: .accepted), Offer(id: "o4", schoolId: "ghost", status: .pending)])
        let g = Dashboard.compute(data, today: F.today).atAGlance
        #expect(g.schoolsWithOffers == 2)
        #expect(g.schoolsWithOffersPct == 25)
    }

    @Test func schoolsByStatusAndSizes() {
        let data = F.athlete(schools: [
            School(id: "1", name: "A", status: "offered", size: "large"),
            School(id: "2", name: "B", status: "contacted", size: nil),
            School(id: "3", name: "C", status: "offered", size: "small"),
            School(id: "4", name: "D", status: "Visited", size: nil),
            School(id: "5", name: "E", status: nil, size: "large"),
            School(id: "6", name: "F", status: "contacted", size: "medium"),
        ])
        let m = Dashboard.compute(data, today: F.today)
        #expect(m.schoolsByStatus == [KeyCount(key: "contacted", count: 2), KeyCount(key: "offered", count: 2),
                                      KeyCount(key: "Visited", count: 1)])
        #expect(m.schoolSizes.map(\.size) == ["large", nil, "medium", "small"])
        #expect(m.schoolSizes.map(\.count) == [2, 2, 1, 1])
    }

    @Test func topMetricsPickLatestPerTypeThenMostRecentTypes() {
        let data = F.athlete(metrics: [
            F.metric("m1", .velocity, 80, on: F.day(-10)),
            F.metric("m2", .velocity, 82, on: F.day(-5)),
            F.metric("m3", .velocity, 81, on: F.day(-5)),       // same day as m2, greater id: latest
            F.metric("m4", .era, 3.1, on: F.day(-20)),
            F.metric("m5", .sixtyTime, 6.9, on: F.day(-3)),
            F.metric("m6", .popTime, 2.0, on: F.day(-20)),      // ties with era on date: greater id wins
            F.metric("m0", .strikeouts, 9, on: F.day(-30)),
        ])
        let top = Dashboard.compute(data, today: F.today).topMetrics
        #expect(top.map(\.id) == ["m5", "m3", "m6"])
    }

    @Test func upcomingEventsFromTodayByDateThenIdFirstFive() {
        let data = F.athlete(events: [
            Event(id: "e9", name: "Past", startDate: F.day(-1)),
            Event(id: "e2", name: "Today B", startDate: F.day(0)),
            Event(id: "e1", name: "Today A", startDate: F.day(0)),
            Event(id: "e3", name: "Later", startDate: F.day(40)),
            Event(id: "e4", name: "Soon", startDate: F.day(3)),
            Event(id: "e5", name: "x", startDate: F.day(50)),
            Event(id: "e6", name: "y", startDate: F.day(60)),
        ])
        #expect(Dashboard.compute(data, today: F.today).upcomingEvents.map(\.id) == ["e1", "e2", "e4", "e3", "e5"])
    }

    /// Newest first by instant (plain dates are local midnight), ties by id ascending.
    @Test func recentActivityNewestFirstTiesByIdAscending() {
        let data = F.athlete(
            interactions: [F.interaction("i1", on: F.day(-1)), F.interaction("i2", on: F.day(-1)),
                           F.interaction("i3", on: F.day(2))],
            offers: [Offer(id: "o1", schoolId: "ghost", status: .pending, offeredAt: F.day(-1)),
                     Offer(id: "o2", schoolId: "s", status: .pending)],
            events: [Event(id: "e1", name: "Camp", startDate: F.day(0)), Event(id: "e2", name: "Next", startDate: F.day(1))],
            metrics: [F.metric("m1", .velocity, 80, on: F.day(-1))],
            notes: [F.note("n1", date: F.day(-1)), F.note("n0", date: nil)])
        let m = Dashboard.compute(data, today: F.today)
        #expect(m.recentActivity.map(\.id) == ["e1", "i1", "i2", "m1", "n1", "o1"])
        #expect(m.recentActivity[5].subject == .offer(data.offers[0], schoolName: "Unknown School"))
    }

    /// An interaction at 18:00 sorts above one at 09:00 and above the day's plain-dated rows.
    @Test func recentActivityOrdersInteractionsByTimeOfDay() {
        var evening = F.interaction("i9", on: F.day(-1))
        evening.occurredTime = 18 * 3600
        var morning = F.interaction("i1", on: F.day(-1))
        morning.occurredTime = 9 * 3600
        let data = F.athlete(interactions: [morning, evening], metrics: [F.metric("a1", .velocity, 80, on: F.day(-1))])
        #expect(Dashboard.compute(data, today: F.today).recentActivity.map(\.id) == ["i9", "i1", "a1"])
    }

    /// The ten newest are picked by key before any activity is made: the same ten, in the same
    /// order, as making every activity and sorting them all (ties on day and time, ids shared
    /// across tables, rows after today left out).
    @Test func recentActivityMatchesAFullSort() {
        var rng = SplitMix(seed: 5)
        func day() -> LocalDate { F.day(1 - Int(rng.next() % 4)) }
        let interactions = (0..<60).map { k -> Interaction in
            var i = F.interaction("x\(k)", on: day())
            i.occurredTime = Int(rng.next() % 2) * 3600
            return i
        }
        let offers = (0..<20).map { k in Offer(id: "x\(k)", schoolId: "s", status: .pending, offeredAt: day()) }
        let events = (0..<20).map { k in Event(id: "x\(k + 5)", name: "E", startDate: day()) }
        let metrics = (0..<20).map { k in F.metric("x\(k + 9)", .velocity, 80, on: day()) }
        let notes = (0..<20).map { k in F.note("x\(k + 2)", date: day()) }
        let data = F.athlete(interactions: interactions, offers: offers, events: events, metrics: metrics, notes: notes)
        typealias A = DashboardModel.Activity
        let lookup = Lookup(data)
        var all: [A] = []
        for i in data.interactions where i.occurredAt <= F.today {
            all.append(A(date: i.occurredAt, subject: .interaction(i, schoolName: i.schoolId.map(lookup.schoolName),
                                                                   coachName: i.coachId.flatMap { lookup.coaches[$0]?.name })))
        }
        for o in data.offers where o.offeredAt! <= F.today {
            all.append(A(date: o.offeredAt!, subject: .offer(o, schoolName: lookup.schoolName(o.schoolId))))
        }
        for e in data.events where e.startDate <= F.today { all.append(A(date: e.startDate, subject: .event(e))) }
        for m in data.metrics where m.recordedDate <= F.today { all.append(A(date: m.recordedDate, subject: .metric(m))) }
        for n in data.notes where n.date! <= F.today { all.append(A(date: n.date!, subject: .note(n))) }
        let expected = all.sorted { a, b in
            if a.date != b.date { return a.date > b.date }
            if a.time != b.time { return a.time > b.time }
            if a.id != b.id { return a.id.unicodeScalars.lexicographicallyPrecedes(b.id.unicodeScalars) }
            return a.kindRank < b.kindRank
        }.prefix(10)
        #expect(Dashboard.compute(data, today: F.today).recentActivity == Array(expected))
        #expect(expected.count == 10)
    }

    @Test func recentActivityKeepsTen() {
        let data = F.athlete(interactions: (0..<12).map { F.interaction("i\($0 + 10)", on: F.day(-$0)) })
        let ids = Dashboard.compute(data, today: F.today).recentActivity.map(\.id)
        #expect(ids == (0..<10).map { "i\($0 + 10)" })
    }

    @Test func tasksOpenFirstByCreatedAtNilLastThenId() {
        let data = F.athlete(tasks: [
            TaskItem(id: "t1", text: "done old", isCompleted: true, createdAt: F.day(-9)),
            TaskItem(id: "t2", text: "open none", createdAt: nil),
            TaskItem(id: "t3", text: "open new", createdAt: F.day(-1)),
            TaskItem(id: "t4", text: "open old", createdAt: F.day(-5)),
            TaskItem(id: "t0", text: "open old twin", createdAt: F.day(-5)),
            TaskItem(id: "t5", text: "done none", isCompleted: true),
        ])
        #expect(Dashboard.compute(data, today: F.today).tasks.map(\.id) == ["t0", "t4", "t3", "t2", "t1", "t5"])
    }

    @Test func coachFollowupsBoundaryAndOrder() {
        let data = F.athlete(
            schools: [School(id: "s1", name: "State")],
            coaches: [Coach(id: "c1", schoolId: "s1", name: "Fourteen"), Coach(id: "c2", name: "Thirteen"),
                      Coach(id: "c3", schoolId: "gone", name: "Never"), Coach(id: "c0", name: "Never too"),
                      Coach(id: "c4", name: "Old"), Coach(id: "c5", name: "Future only"),
                      Coach(id: "c6", name: "Fourteen twin")],
            interactions: [F.interaction("a", on: F.day(-14), coach: "c1"), F.interaction("b", on: F.day(-13), coach: "c2"),
                           F.interaction("c", on: F.day(-40), coach: "c4"), F.interaction("d", on: F.day(-60), coach: "c4"),
                           F.interaction("e", on: F.day(3), coach: "c5"), F.interaction("f", on: F.day(-14), coach: "c6")])
        let f = Dashboard.compute(data, today: F.today).coachFollowups
        #expect(f.map(\.coach.id) == ["c0", "c3", "c5", "c4", "c1", "c6"])
        #expect(f.map(\.daysSinceContact) == [nil, nil, nil, 40, 14, 14])
        #expect(f.map(\.schoolName) == [nil, "Unknown School", nil, nil, "State", nil])
        #expect(f[3].lastContact == F.day(-40))
    }
}
