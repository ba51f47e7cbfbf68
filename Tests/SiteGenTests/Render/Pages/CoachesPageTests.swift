import Foundation
import SiteData
import Testing
@testable import SiteGen

@Suite struct CoachesPageTests {
    typealias F = SchoolPagesFixture

    func rows(_ site: AthleteContext) -> DatasetValue {
        CoachesPage(athlete: site).value(for: .coaches, in: site.page(SitePath.coaches(site.slug), tab: .coaches))
    }

    @Test func fixtureCoachesByNameWithLastContact() throws {
        let value = rows(try F.site("ana-diaz"))
        #expect(F.columns(value) == ["Coach", "School", "Title", "Last contact", "Interactions"])
        #expect(F.cells(value) == [
            ["José Cruz", "Rice University -> ../schools/rice-university/index.html", "Head Coach", "Feb 13, 2026", "2"],
            ["Never Contacted", "Trinity University -> ../schools/trinity-university/index.html", "Assistant Coach", "Never contacted", "0"],
            ["Tim Corbin", "Vanderbilt University -> ../schools/vanderbilt-university/index.html", "Head Coach", "Mar 14, 2026", "2"],
        ])
    }

    @Test func coachesPageHTML() throws {
        let file = CoachesPage(athlete: try F.site("ana-diaz")).render()
        #expect(file.path == "ana-diaz/coaches/index.html")
        #expect(file.text.contains("<h1>Coaches</h1>"))
        #expect(file.text.contains(#"<tr><td>Never Contacted</td><td><a href="../schools/trinity-university/index.html">Trinity University</a></td><td>Assistant Coach</td><td>Never contacted</td><td>0</td></tr>"#))
    }

    @Test func unknownAndMissingSchoolsFutureInteractionsAndTies() throws {
        let site = try F.handMade(
            schools: [School(id: "s1", name: "Rice University")],
            coaches: [
                Coach(id: "c2", schoolId: "gone", name: "Alex"),
                Coach(id: "c1", schoolId: nil, name: "Alex", title: "Scout"),
                Coach(id: "c3", schoolId: "s1", name: "Zoë"),
            ],
            interactions: [
                // After today (2026-03-15): counted, but not a contact yet.
                Interaction(id: "i1", schoolId: "s1", coachId: "c3", occurredAt: F.date("2026-04-01")),
                Interaction(id: "i2", schoolId: "s1", coachId: "c3", occurredAt: F.date("2026-03-15")),
                Interaction(id: "i3", schoolId: "s1", coachId: "c3", occurredAt: F.date("2026-01-02")),
                Interaction(id: "i4", coachId: "c2", occurredAt: F.date("2026-04-02")),
            ])
        #expect(F.cells(rows(site)) == [
            ["Alex", "", "Scout", "Never contacted", "0"],
            ["Alex", "Unknown School", "", "Never contacted", "1"],
            ["Zoë", "Rice University -> ../schools/rice-university/index.html", "", "Mar 15, 2026", "3"],
        ])
    }

    @Test func emptyAthlete() throws {
        let site = try F.site("empty-one")
        #expect(rows(site).isEmpty)
        let html = CoachesPage(athlete: site).render().text
        #expect(html.contains(#"<div class="empty-state"><p>No coaches added yet</p><p class="empty-hint">Add your first coach</p></div>"#))
    }
}
