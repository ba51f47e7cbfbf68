import Testing
@testable import SiteData

/// Every order a page shows is a comparator on its model: the exact orders, ties included.
@Suite struct ListOrderTests {
    static let d = Fx.date

    @Test func schoolsAndCoachesByNameThenID() {
        let schools = [School(id: "s2", name: "Rice"), School(id: "s9", name: "Baylor"), School(id: "s1", name: "Rice"),
                       School(id: "s3", name: "rice")]
        #expect(schools.sorted(by: School.byName).map(\.id) == ["s9", "s1", "s2", "s3"])
        let coaches = [Coach(id: "c2", name: "Lee"), Coach(id: "c1", name: "Lee"), Coach(id: "c3", name: "Ávila"),
                       Coach(id: "c4", name: "Avila")]
        #expect(coaches.sorted(by: Coach.byName).map(\.id) == ["c4", "c1", "c2", "c3"])
    }

    @Test func eventsSoonestFirstTiesByNameOrByID() {
        let events = [Event(id: "e1", name: "Zeta Camp", startDate: Self.d("2026-06-01")),
                      Event(id: "e3", name: "Alpha Showcase", startDate: Self.d("2026-06-01")),
                      Event(id: "e2", name: "Early", startDate: Self.d("2026-05-01"))]
        #expect(events.sorted(by: Event.soonestFirst).map(\.id) == ["e2", "e3", "e1"])
        #expect(events.sorted(by: Event.soonestFirstByID).map(\.id) == ["e2", "e1", "e3"])
    }

    @Test func notesNewestFirstUndatedLast() {
        func note(_ file: String, _ title: String, _ date: String?) -> Note {
            Note(fileName: file, title: title, date: date.map(Self.d), body: "", location: SourceLocation(file: file))
        }
        let notes = [note("b", "Zoo", "2026-03-01"), note("a", "Zoo", "2026-03-01"), note("c", "Apple", "2026-03-01"),
                     note("d", "Undated", nil), note("e", "Newest", "2026-04-01")]
        #expect(notes.sorted(by: Note.newestFirst).map(\.fileName) == ["e", "c", "a", "b", "d"])
        #expect(notes.sorted(by: Note.newestFirstByFile).map(\.fileName) == ["e", "a", "b", "c", "d"])
        #expect(notes.sorted(by: Note.byFileName).map(\.fileName) == ["a", "b", "c", "d", "e"])
    }

    @Test func offersByOfferedDateAndDeadline() {
        func offer(_ id: String, _ offered: String?, deadline: String? = nil) -> Offer {
            Offer(id: id, schoolId: "s", status: .pending, offeredAt: offered.map(Self.d), deadline: deadline.map(Self.d))
        }
        let offers = [offer("o1", "2026-01-10"), offer("o2", nil), offer("o3", "2026-02-01"), offer("o4", "2026-01-10"),
                      offer("o5", nil, deadline: "2026-04-01"), offer("o6", "2026-01-01", deadline: "2026-03-20")]
        #expect(offers.sorted(by: Offer.newestFirst).map(\.id) == ["o3", "o1", "o4", "o6", "o2", "o5"])
        #expect(offers.sorted(by: Offer.oldestFirst).map(\.id) == ["o6", "o1", "o4", "o3", "o2", "o5"])
        #expect(offers.sorted(by: Offer.soonestDeadlineFirst).map(\.id) == ["o6", "o5", "o3", "o1", "o4", "o2"])
    }

    @Test func breakdownsMostFirstTiesByKey() {
        let counts = [KeyCount(key: "visit", count: 2), KeyCount(key: "email", count: 9), KeyCount(key: "call", count: 2)]
        #expect(counts.sorted(by: KeyCount.mostFirst).map(\.key) == ["email", "call", "visit"])
    }

    @Test func metricsNewestFirstTiesByGreatestIDAndOldestFirstByID() {
        let metrics = [Fx.metric("m1", .velocity, 90, on: Self.d("2026-01-01")), Fx.metric("m3", .velocity, 91, on: Self.d("2026-01-01")),
                       Fx.metric("m2", .velocity, 92, on: Self.d("2026-02-01"))]
        #expect(metrics.sorted(by: PerformanceMetric.newestFirst).map(\.id) == ["m2", "m3", "m1"])
        #expect(metrics.sorted(by: PerformanceMetric.oldestFirst).map(\.id) == ["m1", "m3", "m2"])
    }
}
