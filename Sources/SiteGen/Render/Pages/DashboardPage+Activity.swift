import SiteData
import Widgets

extension DashboardPage {
    /// `<athlete>/activity/`: one page, the latest `activityPageRows` of the activities the Recent
    /// Activity card draws from, newest first, when the card shows fewer than there are (its
    /// `limit`). Every activity is a record shown in full on its own list (an interaction in the
    /// interactions log, a metric in the metric history, a note on its page, a post in the
    /// social feed): the page links those for older ones instead of repeating them all
    /// (docs/decisions.md, "Each record in full once").
    var activityFolder: String { "\(athlete.slug)/activity" }

    /// How many activities the page shows: about 30 KB of one-line rows.
    static let activityPageRows = 100

    var activityLimit: Int { athlete.build.specs[.dashboard]?.limit(of: DashboardPage.Dataset.recentActivity) ?? 10 }

    var activityCount: Int { Dashboard.activityCount(athlete.data, today: athlete.build.today) }

    var hasActivityPages: Bool { activityCount > activityLimit }

    func activityPages() -> OutputFiles {
        let total = activityCount
        guard total > activityLimit else { return [] }
        let shown = Swift.min(total, Self.activityPageRows)
        // Sorted once as small keys; only the shown activities are made.
        let log = Dashboard.activityLog(athlete.data, today: athlete.build.today)
        let strings = athlete.build.strings, f = strings.formatter
        let dashboard = SitePath.dashboard(athlete.slug)
        var homes: [(path: String, label: String)] = []
        if !athlete.data.interactions.isEmpty { homes.append((ListPages.path(SitePath.interactionsFolder(athlete.slug), page: 1), strings[.logTitle])) }
        if !athlete.data.metrics.isEmpty { homes.append((SitePath.performance(athlete.slug), strings[.pagePerformance])) }
        if !athlete.data.notes.isEmpty { homes.append((SitePath.notes(athlete.slug), strings[.pageNotes])) }
        if !athlete.data.posts.isEmpty { homes.append((SocialFeedPages.path(athlete.slug), strings[.feedTitle])) }
        let list = ListPages(athlete: athlete, folder: activityFolder, tab: .dashboard, title: strings[.dashboardAllActivity],
                             back: (dashboard, strings[.pageDashboard]), count: shown,
                             subtitle: strings[.dashboardActivityLatest, ["n": f.integer(shown), "total": f.integer(total)]],
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
                             }, rowBytes: ListPages.lineRow)
        return list.render { range, page in
            WidgetRenderer.listPage(.activityFeed, .activity(log[range].map { activityItem($0, page) }), page: page, idPrefix: "activity")
        }
    }
}
