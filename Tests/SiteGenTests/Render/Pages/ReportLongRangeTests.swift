import Foundation
import SiteData
import Testing
@testable import SiteGen

/// A report over more than 10 years says so on the page, in the site's language (the build's
/// terminal warning is for custom ranges, in English).
@Suite struct ReportLongRangeTests {
    static func files(_ language: Language) throws -> [OutputFile] {
        let site = try AnalyticsFixture.site("ana-diaz", language) { data in
            data.interactions.append(Interaction(id: "old", schoolId: nil, coachId: nil, occurredAt: LocalDate(iso: "2014-05-01")!))
        }
        return ReportsPages(athlete: site).render()
    }

    @Test func allTimeOverTenYearsCarriesTheNotice() throws {
        let files = try Self.files(.en)
        let allTime = AnalyticsFixture.text(files, "ana-diaz/reports/all-time/index.html")
        #expect(allTime.contains(#"<p class="report-notice">This report covers more than 10 years</p>"#))
        let month = AnalyticsFixture.text(files, "ana-diaz/reports/last-30-days/index.html")
        #expect(!month.contains("report-notice"))
        let pl = AnalyticsFixture.text(try Self.files(.pl), "ana-diaz/reports/all-time/index.html")
        #expect(pl.contains(#"<p class="report-notice">Ten raport obejmuje ponad 10 lat</p>"#))
    }

    @Test(arguments: [("2016-03-15", "2026-03-15", false), ("2016-03-14", "2026-03-15", true),
                      ("2016-02-29", "2026-02-28", false), ("2016-02-29", "2026-03-01", true)])
    func tenYearsToTheDay(from: String, to: String, long: Bool) {
        #expect(Reports.isLong(DateRange(from: LocalDate(iso: from)!, to: LocalDate(iso: to)!)) == long)
    }
}
