import Testing
@testable import SiteData

@Suite struct PublicEditionTests {
    func d(_ s: String) -> LocalDate { LocalDate(iso: s)! }
    let loc = SourceLocation(file: "n.md")

    var data: AthleteData {
        AthleteData(
            profile: AthleteProfile(slug: "k", name: "K", email: "k@example.com", phone: "555 0100"),
            schools: [School(id: "s1", name: "Alpha", status: "offered", division: "D1", tier: .C, city: "X"),
                      School(id: "s2", name: "Beta", status: "interested", tier: .A)],
            coaches: [Coach(id: "c1", schoolId: "s1", name: "Coach One", title: "HC", email: "c@alpha.edu", phone: "555 0101"),
                      Coach(id: "c2", schoolId: "s2", name: "Coach Two")],
            interactions: [Interaction(id: "i1", schoolId: "s1", coachId: "c1", sentiment: .negative,
                                       occurredAt: d("2026-03-01"), notes: "private words")],
            offers: [Offer(id: "o1", schoolId: "s1", offerType: "full", status: .pending, deadline: d("2026-03-19"))],
            events: [Event(id: "e1", name: "Camp", type: "Camp", startDate: d("2026-04-01"), schoolId: "s1"),
                     Event(id: "e2", name: "Visit", type: "visit", startDate: d("2026-04-02"), schoolId: "s2"),
                     Event(id: "e3", name: "Old game", type: "game", startDate: d("2025-03-01"))],
            metrics: [PerformanceMetric(id: "m1", metricType: .velocity, value: 80, recordedDate: d("2026-01-01"), eventId: "e2"),
                      PerformanceMetric(id: "m2", metricType: .velocity, value: 82, recordedDate: d("2026-02-01"), eventId: "e3")],
            posts: [SocialPost(id: "p1", schoolId: "s2", platform: .twitter, postDate: d("2026-03-01"))],
            tasks: [TaskItem(id: "t1", text: "Call Alpha", isCompleted: false)],
            suggestions: [Suggestion(id: "g1", title: "Follow up", status: .pending)],
            notes: [Note(fileName: "a", title: "Public", schoolId: "s2", visibility: .public, body: "x", location: loc),
                    Note(fileName: "b", title: "Private", body: "y", location: loc),
                    Note(fileName: "c", title: "Tagged", tags: ["Private"], visibility: .public, body: "z", location: loc)])
    }

    /// By default: the profile, every metric, public notes and the events where the athlete
    /// plays; no offer, deadline, tier, status, sentiment, task, suggestion, post or coach.
    @Test func byDefaultOnlyWhatACoachMaySee() {
        var profile = data.profile
        profile.references = [ContactPerson(name: "Ref", role: "HC", team: "Lake", email: "r@lake.org", phone: "555 0102")]
        profile.parent = ContactPerson(name: "Mom", email: "mom@example.com")
        profile.ncaaID = "123"
        var input = data
        input.profile = profile
        let e = PublicEdition.make(from: input, publishing: [], contacts: false)
        #expect(e.offers.isEmpty && e.schools.isEmpty && e.coaches.isEmpty && e.interactions.isEmpty)
        #expect(e.tasks.isEmpty && e.suggestions.isEmpty && e.posts.isEmpty)
        #expect(e.events.map(\.id) == ["e1", "e3"])
        #expect(e.events.map(\.schoolId) == [nil, nil])
        #expect(e.metrics.map(\.eventId) == [nil, "e3"])
        #expect(e.notes.map(\.fileName) == ["a"])
        #expect(e.notes[0].schoolId == nil)
        #expect(e.profile.email == "k@example.com" && e.profile.phone == "555 0100")
        #expect(e.profile.references == [ContactPerson(name: "Ref", role: "HC", team: "Lake")])
        #expect(e.profile.parent == nil && e.profile.ncaaID == nil)
        let withContacts = PublicEdition.make(from: input, publishing: [], contacts: true)
        #expect(withContacts.profile == input.profile)
    }

    /// Each named section comes back; offers alone bring their school's name and division only.
    @Test func publishAddsSections() {
        let offers = PublicEdition.make(from: data, publishing: [.offers], contacts: false)
        #expect(offers.offers == data.offers)
        #expect(offers.schools == [School(id: "s1", name: "Alpha", division: "D1")])
        #expect(offers.events.map(\.schoolId) == ["s1", nil])
        let all = PublicEdition.make(from: data, publishing: Set(PublicEdition.Section.allCases), contacts: false)
        #expect(all.schools == data.schools)
        #expect(all.coaches.map(\.email) == [nil, nil])
        #expect(all.interactions.map(\.sentiment) == [.negative])
        #expect(all.interactions.map(\.notes) == [nil])
        #expect(all.tasks == data.tasks && all.suggestions == data.suggestions && all.posts == data.posts)
        #expect(all.events.map(\.id) == ["e1", "e2", "e3"])
        #expect(all.notes.map(\.schoolId) == ["s2"])
        let talks = PublicEdition.make(from: data, publishing: [.interactions], contacts: true)
        #expect(talks.schools.map(\.id) == ["s1"] && talks.schools[0].tier == nil && talks.schools[0].status == nil)
        #expect(talks.coaches == [Coach(id: "c1", schoolId: "s1", name: "Coach One", title: "HC")])
    }

    @Test func sectionNames() {
        let (sections, unknown) = PublicEdition.sections(["Offers", " schools ", "ofers"])
        #expect(sections == [.offers, .schools])
        #expect(unknown == ["ofers"])
    }
}
