import Foundation
import SiteData
import Testing
@testable import SiteGen

/// `<athlete>/a-tier/`: the schools the A-Tier card counts.
@Suite struct ATierPageTests {
    @Test func tierASchoolsByName() throws {
        let site = try AnalyticsFixture.site("ana-diaz")
        let files = ATierPage(athlete: site).render()
        #expect(files.map(\.path) == ["ana-diaz/a-tier/index.html"])
        let html = files[0].text
        let names = html.components(separatedBy: "<tr><td><a href=").dropFirst().map { $0.components(separatedBy: ">")[1].components(separatedBy: "<")[0] }
        #expect(names == ["Trinity University", "Vanderbilt University"])
        #expect(names.count == site.models.dashboard.stats.aTierSchools)
        #expect(html.contains(#"<p><a href="../schools/index.html">Schools</a></p>"#))
    }

    @Test func noTierASchoolShowsTheEmptyState() throws {
        let site = try AnalyticsFixture.site("ana-diaz") { data in data.schools = data.schools.map { var s = $0; s.tier = .B; return s } }
        let html = ATierPage(athlete: site).render()[0].text
        #expect(html.contains(#"<div class="empty-state"><p>No A-tier schools yet</p><p class="empty-hint">Set tier to A for a school in schools.csv to see it here.</p></div>"#))
    }
}
