import Foundation
import SiteData
import Testing
@testable import SiteGen

/// "Add to your calendar" under an athlete's events links `<athlete>/calendar.ics`.
@Suite struct CalendarLinkTests {
    static let link = #"<a class="download-link" href="calendar.ics" download="ana-diaz.ics" type="text/calendar">"#

    func events(_ site: AthleteContext, path: String) -> String {
        var page = site.page(path, tab: .dashboard)
        page.address.path = path
        let items = [EventItem(name: "Showcase", date: "Apr 1, 2026", type: nil, location: nil, school: nil, schoolHref: nil, link: nil)]
        return EventsShape.draw(.list, items, .init(color: .primary, limit: 5), WidgetRenderer(page: page, idPrefix: "e")).0.render()
    }

    @Test func dashboardEventsLinkTheCalendar() throws {
        let site = try AnalyticsFixture.site("ana-diaz") { data in
            data.events = [Event(id: "e9", name: "Showcase", startDate: LocalDate(iso: "2026-04-01")!)]
        }
        let html = DashboardPage(athlete: site).render().text
        #expect(html.contains(Self.link + ##"<i class="w-icon i-calendar"></i>"##))
        #expect(html.contains("</i> Add to your calendar</a></p>"))
    }

    @Test func linkIsRelativeToThePageAndPolish() throws {
        let html = events(try AnalyticsFixture.site("ana-diaz", .pl), path: "ana-diaz/schools/rice/index.html")
        #expect(html.contains(#"<a class="download-link" href="../../calendar.ics" download="ana-diaz.ics" type="text/calendar">"#))
        #expect(html.hasSuffix("</i> Dodaj do swojego kalendarza</a></p>"))
    }

    @Test func packetPagesHaveNoCalendarLink() throws {
        var site = try AnalyticsFixture.site("ana-diaz")
        site.build.hasCalendars = false
        #expect(!events(site, path: "ana-diaz/index.html").contains("calendar.ics"))
    }
}
