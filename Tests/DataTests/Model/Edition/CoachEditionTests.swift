import Testing
@testable import SiteData

@Suite struct CoachEditionTests {
    let today = LocalDate(year: 2026, month: 3, day: 15)!
    func d(_ s: String) -> LocalDate { LocalDate(iso: s)! }
    let loc = SourceLocation(file: "n.md")

    var data: AthleteData {
        AthleteData(
            profile: AthleteProfile(slug: "k", name: "K", email: "k@example.com"),
            schools: [School(id: "s1", name: "Alpha", status: "offered", division: "D1", tier: .A, city: "X"),
                      School(id: "s2", name: "Beta")],
            coaches: [Coach(id: "c1", schoolId: "s1", name: "Coach")],
            offers: [Offer(id: "o1", schoolId: "s1", offerType: "full", status: .pending)],
            events: [Event(id: "e1", name: "Camp", type: "Camp", startDate: d("2026-04-01"), schoolId: "s1"),
                     Event(id: "e2", name: "Visit", type: "visit", startDate: d("2026-04-02")),
                     Event(id: "e3", name: "Old", type: "camp", startDate: d("2026-03-01")),
                     Event(id: "e4", name: "Ongoing", type: "tournament", startDate: d("2026-03-14"), endDate: d("2026-03-16")),
                     Event(id: "e5", name: "No type", startDate: d("2026-05-01"))],
            metrics: [PerformanceMetric(id: "m1", metricType: .velocity, value: 80, recordedDate: d("2026-03-01"), eventId: "e3"),
                      PerformanceMetric(id: "m2", metricType: .velocity, value: 81, recordedDate: d("2026-03-02"), eventId: "e1")],
            tasks: [TaskItem(id: "t1", text: "x")],
            notes: [Note(fileName: "a", title: "A", schoolId: "s1", visibility: .public, body: "pub", location: loc),
                    Note(fileName: "b", title: "B", body: "priv", location: loc)])
    }

    @Test func keepsOnlyTheAllowedParts() {
        let c = CoachEdition.make(from: data, parts: [], today: today)
        #expect(c.profile == data.profile)
        #expect(c.schools.isEmpty && c.coaches.isEmpty && c.interactions.isEmpty && c.offers.isEmpty)
        #expect(c.posts.isEmpty && c.tasks.isEmpty && c.suggestions.isEmpty)
        #expect(c.events.map(\.id) == ["e1", "e4"])
        #expect(c.events.allSatisfy { $0.schoolId == nil })
        #expect(c.events[0].type == "camp")
        #expect(c.metrics.map(\.eventId) == [nil, "e1"])
        #expect(c.notes.map(\.fileName) == ["a"])
        #expect(c.notes[0].schoolId == nil)
    }

    @Test func offersBringOnlyTheOfferedSchoolsNameAndDivision() {
        let c = CoachEdition.make(from: data, parts: [.offers], today: today)
        #expect(c.offers == data.offers)
        #expect(c.schools == [School(id: "s1", name: "Alpha", division: "D1")])
        #expect(c.coaches.isEmpty)
    }

    @Test func parsesInclude() throws {
        #expect(try CoachEdition.parts(["offers"], siteFile: "c/site.yml") == [.offers])
        #expect(try CoachEdition.parts([], siteFile: "c/site.yml") == [])
        #expect(throws: InputError.self) { try CoachEdition.parts(["notes"], siteFile: "c/site.yml") }
    }
}
