import SiteData
import Widgets

extension DashboardPage {
    /// `<athlete>/activity/`: every activity the Recent Activity card draws from (each dated
    /// interaction, offer, event, metric and note, today or earlier), newest first, 1,000 a page
    /// (`ListPages`), when the card shows fewer than there are (its `limit`). Compact: each a
    /// line of text under its day's heading, no icon or link (about 50 bytes), so a heavy
    /// athlete's 1,852 activities are two pages of about 50 KB. Each record is listed once, and
    /// in full on its own list (the interactions log, the metric history, a note's page), which
    /// the pages link; social posts are in the social feed, not here (docs/decisions.md, "Issue 41").
    var activityFolder: String { "\(athlete.slug)/activity" }

    /// The bytes of one activity row, about: `<li>`, its text (the day's heading shared).
    static let activityRow = 50
    static let activityPageSize = 1_000

    var activityLimit: Int { athlete.build.specs[.dashboard]?.limit(of: DashboardPage.Dataset.recentActivity) ?? 10 }

    var activityCount: Int { Dashboard.activityCount(athlete.data, today: athlete.build.today) }

    var hasActivityPages: Bool { activityCount > activityLimit }

    func activityPages() -> OutputFiles {
        let total = activityCount
        guard total > activityLimit else { return [] }
        // Sorted once as small keys; only a page's activities are made, as it is drawn.
        let log = Dashboard.activityLog(athlete.data, today: athlete.build.today)
        let strings = athlete.build.strings
        let dashboard = SitePath.dashboard(athlete.slug)
        var homes: [(path: String, label: String)] = []
        if !athlete.data.interactions.isEmpty { homes.append((ListPages.path(SitePath.interactionsFolder(athlete.slug), pageNumber: 1), strings[.logTitle])) }
        if !athlete.data.metrics.isEmpty { homes.append((SitePath.performance(athlete.slug), strings[.pagePerformance])) }
        if !athlete.data.notes.isEmpty { homes.append((SitePath.notes(athlete.slug), strings[.pageNotes])) }
        if !athlete.data.posts.isEmpty { homes.append((SocialFeedPages.path(athlete.slug), strings[.feedTitle])) }
        let list = ListPages(athlete: athlete, folder: activityFolder, tab: .dashboard, title: strings[.dashboardAllActivity],
                             back: (dashboard, strings[.pageDashboard]), count: total,
                             nav: { page in
                                 var parts: [Node] = [.element("a", [.href(page.href(dashboard))], [.text(strings[.pageDashboard])])]
                                 if !homes.isEmpty {
                                     parts.append(.text(" · \(strings[.dashboardActivityHomes]) "))
                                     for (i, home) in homes.enumerated() {
                                         if i > 0 { parts.append(.text(", ")) }
                                         parts.append(.element("a", [.href(page.href(home.path))], [.text(home.label)]))
                                     }
                                 }
                                 return .element("p", [], parts)
                             }, rowBytes: Self.activityRow)
        var pages = list
        pages.maxPageSize = Self.activityPageSize
        pages.cardID = "activity-log"  // the theme styles its bare headings and lists by it
        return pages.render { range, page in
            // Under each day's heading (a page that starts mid-day names the day again).
            var out: [Node] = []
            var day: String?
            var lines: [Node] = []
            func flush() {
                guard let day else { return }
                out.append(.element("h2", [], [.text(day)]))
                out.append(.element("ul", [], lines))
                lines = []
            }
            for activity in log[range] {
                let item = activityItem(activity, page)
                if item.date != day {
                    flush()
                    day = item.date
                }
                lines.append(.element("li", [], [.text(item.text)]))
            }
            flush()
            return .fragment(out)
        }
    }
}
