import Foundation
import SiteData
import Testing
@testable import SiteGen
import Widgets

/// The activity pages' body, written straight to markup: the same lines and headings the
/// dashboard's activity items gave, as the `Node` tree drew them.
@Suite struct DashboardActivityTests {
    static let day = LocalDate(iso: "2026-03-01")!

    /// Interactions with every kind of coach and school (none, empty, unknown, markup,
    /// non-ASCII), type (none, empty, known, free), besides the fixture's offers, events,
    /// metrics and notes.
    static func site(_ language: Language) throws -> AthleteContext {
        try AnalyticsFixture.site("ana-diaz", language) { data in
            data.coaches += [Coach(id: "c-empty", name: ""), Coach(id: "c-x", name: #"<b>Zoë "Ż" Łuk</b>"#)]
            let schools: [String?] = [nil, "s1", "nope"]
            let coaches: [String?] = [nil, "c-empty", "c-x", "missing"]
            let types: [String?] = [nil, "", "call", "weird_kind"]
            var k = 0
            for school in schools {
                for coach in coaches {
                    for type in types {
                        data.interactions.append(Interaction(id: "x\(k)", schoolId: school, coachId: coach, type: type,
                                                             occurredAt: Self.day.adding(days: -(k / 5))))
                        k += 1
                    }
                }
            }
        }
    }

    @Test(arguments: [Language.en, .pl])
    func linesAreTheActivityItemsTexts(_ language: Language) throws {
        let site = try Self.site(language)
        let dashboard = DashboardPage(athlete: site)
        let page = site.page(dashboard.activityFolder + "/index.html", tab: .dashboard)
        let log = Dashboard.activityLog(site.data, today: site.build.today)
        let activities = log[0..<log.count]
        #expect(activities.count > 48)
        var types: DashboardPage.InteractionTypeTexts = []
        var pieceTypes: DashboardPage.InteractionTypeTexts = []
        for a in activities {
            let text = dashboard.activityItem(a, page).text
            #expect(dashboard.activityText(a, page, types: &types) == text)
            // Written in pieces: the bytes of the whole text escaped.
            let pieces = Node.written { w in dashboard.writeActivity(a, page, types: &pieceTypes, into: &w) }
            #expect(pieces.render() == Node.text(text).render())
        }
        // The markup the former `Node` tree gave: a heading per day, its lines in a list.
        var out: [Node] = []
        var day: String?
        var lines: [Node] = []
        func flush() {
            guard let day else { return }
            out.append(.element("h2", [], [.text(day)]))
            out.append(.element("ul", [], lines))
            lines = []
        }
        for a in activities {
            let item = dashboard.activityItem(a, page)
            if item.date != day {
                flush()
                day = item.date
            }
            lines.append(.element("li", [], [.text(item.text)]))
        }
        flush()
        let written = dashboard.activityBody(activities, page).render()
        #expect(written == Node.fragment(out).render())
        #expect(written.contains("&lt;b&gt;Zoë &quot;Ż&quot; Łuk&lt;/b&gt;") || written.contains("&lt;b&gt;Zoë \"Ż\" Łuk&lt;/b&gt;"))
        #expect(dashboard.activityBody([DashboardModel.Activity](), page).render() == "")
    }
}
