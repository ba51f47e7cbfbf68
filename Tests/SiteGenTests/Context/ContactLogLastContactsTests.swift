@testable import SiteData
import FileTestSupport
import Testing
@testable import SiteGen

/// `ContactLog.lastContacts`, which the dashboard now reads, equals the dashboard's own
/// `lastContactByCoach`: interactions after today, several per coach, equivalent ids.
@Suite struct ContactLogLastContactsTests {
    @Test func sameAsDashboard() {
        let today = LocalDate(iso: "2026-03-15")!
        let ids: [String?] = [nil, "c1", "c2", "caf\u{e9}", "cafe\u{301}", "c3"]
        var rng = SplitMix(seed: 31)
        var differences = 0
        for round in 0..<300 {
            let interactions = (0..<Int(rng.next() % 40)).map { i in
                Interaction(id: "i\(round)-\(i)", coachId: ids[Int(rng.next() % 6)],
                            occurredAt: today.adding(days: 10 - Int(rng.next() % 60)))
            }
            let data = AthleteData(profile: AthleteProfile(slug: "a", name: "A"), interactions: interactions)
            if ContactLog(interactions, today: today).lastContacts != Dashboard.lastContactByCoach(data, today: today) {
                differences += 1
            }
        }
        #expect(differences == 0)
    }
}
