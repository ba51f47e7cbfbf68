import Foundation
import SiteData
import Testing
@testable import SiteGen

/// One data file per page that exists: a section with no data keeps its default range's only.
@Suite struct DataFilesTests {
    @Test func aSectionWithNoDataHasOneDataFile() throws {
        let site = try AnalyticsFixture.site("empty-one")
        #expect(DataFiles.render(site.models, data: site.data, slug: "empty-one", build: site.build).map(\.path) == [
            "empty-one/data/dashboard.json", "empty-one/data/reports-last-30-days.json",
            "empty-one/data/performance.json", "empty-one/data/social-last-30-days.json",
        ])
    }

    @Test func aSectionWithDataHasOnePerRange() throws {
        let site = try AnalyticsFixture.site("ana-diaz")
        let paths = DataFiles.render(site.models, data: site.data, slug: "ana-diaz", build: site.build).map(\.path)
        #expect(paths.filter { $0.contains("/reports-") }.count == site.models.reports.count)
        #expect(paths.filter { $0.contains("/social-") }.count == site.models.social.count)
        #expect(paths.contains("ana-diaz/data/reports-spring.json"))
    }
}
