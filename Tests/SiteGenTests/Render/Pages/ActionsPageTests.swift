import Foundation
import SiteData
import Testing
@testable import SiteGen

@Suite struct ActionsPageTests {
    @Test func listsEveryActionItemWithoutAShowAllLink() throws {
        let site = try AnalyticsFixture.site("ana-diaz")
        let file = ActionsPage(athlete: site).render()
        #expect(file.path == "ana-diaz/actions/index.html")
        #expect(file.isPage)
        let items = site.models.dashboard.actionItems
        #expect(items.count > 3)
        #expect(file.text.components(separatedBy: "<article class=\"w-action ").count - 1 == items.count)
        // Offer deadline → the school's page; the link says what it opens.
        #expect(file.text.contains(#"<a href="../schools/rice-university/index.html">Open Rice University</a>"#))
        #expect(!file.text.contains(#">Open</a>"#))
        // Every action title is an h2: the page's only section has no title (no h1 → h3 jump).
        #expect(file.text.contains(#"<h2>Respond to Rice University offer</h2>"#))
        #expect(!file.text.contains("Show all"))
        #expect(file.text.contains(#"aria-current="page">Actions</a>"#))
    }

    @Test func linkTextNamesTheTarget() {
        #expect(Page.host(of: "https://www.ncsasports.org/recruiting/x") == "www.ncsasports.org")
        #expect(Page.host(of: "http://a.example") == "a.example")
    }

    /// Nothing pending and nothing left to start: the empty text (an empty athlete gets its
    /// getting-started steps instead: `GettingStartedTests`).
    @Test func nothingToDoHasTheEmptyText() throws {
        let site = try AnalyticsFixture.site("empty-one") { data in
            data.profile.positions = ["P"]
            data.profile.graduationDate = LocalDate(iso: "2027-06-01")
            data.profile.highSchool = "Central"
            data.profile.phone = "555"
            data.schools = [School(id: "s1", name: "Rice")]
            data.coaches = [Coach(id: "c1", name: "Tim")]
            data.metrics = [PerformanceMetric(id: "m1", metricType: .velocity, value: 80, recordedDate: LocalDate(iso: "2026-03-10")!)]
        }
        let file = ActionsPage(athlete: site).render()
        #expect(file.text.contains("No action items at this time"))
        #expect(!file.text.contains("Getting started"))
    }

    @Test func itemsAreLocalised() throws {
        let en = ActionsPage(athlete: try AnalyticsFixture.site("ana-diaz")).render().text
        let pl = ActionsPage(athlete: try AnalyticsFixture.site("ana-diaz", .pl)).render().text
        #expect(en.contains("Follow up with"))
        #expect(!pl.contains("Follow up with"))
    }
}
