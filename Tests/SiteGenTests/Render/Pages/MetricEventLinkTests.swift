import Foundation
import SiteData
import Testing
@testable import SiteGen

/// A metric's `event_id` is shown as the event's name, linked to its row on the school page.
@Suite struct MetricEventLinkTests {
    func historyRow(_ html: String, _ date: String) -> String {
        html.components(separatedBy: "<tr><td>\(date)</td>").dropFirst().first?.components(separatedBy: "</tr>")[0] ?? "<no row>"
    }

    @Test func eventWithASchoolIsLinkedToItsRow() throws {
        let site = try AnalyticsFixture.site("ana-diaz") { data in
            data.events[2].schoolId = "s2"  // e3, Winter Camp
        }
        let html = PerformancePage(athlete: site).render()[0].text
        #expect(historyRow(html, "Jan 15, 2026").contains(
            #"<td><span class="w-cell-wide"><a href="../schools/rice-university/index.html#event-e3">Winter Camp</a></span></td><td>Laser timed</td>"#))
        let school = SchoolPages(athlete: site).render().first { $0.path == "ana-diaz/schools/rice-university/index.html" }?.text ?? ""
        #expect(school.contains(#"<li id="event-e3">"#))
    }

    @Test func eventWithoutASchoolIsItsNameAndAnUnknownIdIsShownAsItIs() throws {
        let html = PerformancePage(athlete: try AnalyticsFixture.site("ana-diaz")).render()[0].text
        #expect(historyRow(html, "Jan 15, 2026").contains(#"<td><span class="w-cell-wide">Winter Camp</span></td><td>Laser timed</td>"#))
        #expect(html.contains("<th scope=\"col\">Event</th>"))
        let gone = PerformancePage(athlete: try AnalyticsFixture.site("ana-diaz") { $0.events = [] }).render()[0].text
        #expect(historyRow(gone, "Jan 15, 2026").contains(#"<td><span class="w-cell-wide">e3</span></td><td>Laser timed</td>"#))
    }

    @Test func anchorsKeepOnlySafeCharacters() {
        #expect(SitePath.eventAnchor("e3") == "event-e3")
        #expect(SitePath.eventAnchor("Camp #1/ż") == "event-Camp--1--")
    }
}
