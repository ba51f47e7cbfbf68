import Foundation
import SiteData
import Testing
@testable import SiteGen

@Suite struct ActionsPageTests {
    @Test func listsEveryActionItemWithoutAShowAllLink() throws {
        let site = try AnalyticsFixture.site("ana-diaz")
        let file = ActionsPage(site: site).render()
        #expect(file.path == "ana-diaz/actions/index.html")
        #expect(file.isPage)
        let items = site.models.dashboard.actionItems
        #expect(items.count > 3)
        #expect(file.text.components(separatedBy: "<article class=\"w-action ").count - 1 == items.count)
        // Offer deadline → the school's page.
        #expect(file.text.contains(#"<a href="../schools/rice-university/index.html" class="w-action-link">Open</a>"#))
        #expect(!file.text.contains("Show all"))
        #expect(file.text.contains(#"aria-current="page">Actions</a>"#))
    }

    @Test func emptyAthleteHasTheEmptyText() throws {
        let file = ActionsPage(site: try AnalyticsFixture.site("empty-one")).render()
        #expect(file.text.contains("No action items at this time"))
    }

    @Test func itemsAreLocalised() throws {
        let en = ActionsPage(site: try AnalyticsFixture.site("ana-diaz")).render().text
        let pl = ActionsPage(site: try AnalyticsFixture.site("ana-diaz", .pl)).render().text
        #expect(en.contains("Follow up with"))
        #expect(!pl.contains("Follow up with"))
    }
}
