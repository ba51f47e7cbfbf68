import SiteData
import Testing
@testable import SiteGen

/// The ranges' names made once per athlete give each report page the bytes it had when every
/// page named every range itself.
@Suite struct ReportLabelsTests {
    @Test func pagesWithTheLabelsMadeOnceAreThePagesThatMakeThem() throws {
        let site = try AnalyticsFixture.site("ana-diaz")
        let written = ReportsPages(athlete: site).render()
        let all = ReportsPages(athlete: site).written
        #expect(all.count >= 2)
        for v in all {
            let path = SitePath.reports(site.slug, preset: v.folder(\.name))
            let own = ReportPage(athlete: site, variant: v, variants: all, path: path).render()
            #expect(written.first { $0.path == path }?.bytes == own.bytes)
        }
    }
}
