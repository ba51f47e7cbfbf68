import Foundation
import SiteData
import Testing
@testable import SiteGen

/// Quick tasks: the dashboard shows 10 and links to `tasks/`, 100 a page.
@Suite struct DashboardTaskPagesTests {
    @Test func manyTasksGetTheirOwnPages() throws {
        let site = try AnalyticsFixture.site("ana-diaz") { data in
            let start = LocalDate(iso: "2026-01-01")!
            data.tasks = (0..<150).map { i in TaskItem(id: "t\(1000 + i)", text: "Task \(i)", createdAt: start.adding(days: i % 60)) }
        }
        let dashboard = DashboardPage(athlete: site)
        let html = dashboard.render().text
        let tasks = try #require(html.components(separatedBy: "<ul class=\"w-list w-rows tasks\">").dropFirst().first?.components(separatedBy: "</ul>").first)
        #expect(tasks.components(separatedBy: "<li").count - 1 == 10)
        #expect(html.contains(#"<p class="show-all"><a href="tasks/index.html">Show all 150</a></p>"#))
        let pages = dashboard.taskPages()
        #expect(pages.map(\.path) == ["ana-diaz/tasks/index.html", "ana-diaz/tasks/page-2/index.html"])
        #expect(pages[1].text.components(separatedBy: "<span><i class=\"w-icon i-box").count - 1 == 50)
        #expect(pages[1].text.contains(#"<p><a href="../../index.html">Dashboard</a></p>"#))
    }

    @Test func fewTasksStayOnTheDashboard() throws {
        let dashboard = DashboardPage(athlete: try AnalyticsFixture.site("ana-diaz"))
        #expect(dashboard.taskPages().isEmpty)
        #expect(!dashboard.render().text.contains("tasks/index.html"))
    }
}
