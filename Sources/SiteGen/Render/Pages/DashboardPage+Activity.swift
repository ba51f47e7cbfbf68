import SiteData
import Widgets

extension DashboardPage {
    /// `<athlete>/activity/`: every activity the Recent Activity card draws from and every social
    /// post, newest first, 100 a page, when the card shows fewer than there are (its `limit`).
    var activityFolder: String { "\(site.slug)/activity" }

    var activityLimit: Int { site.build.specs[.dashboard]?.limit(of: DashboardPage.Dataset.recentActivity) ?? 10 }

    var hasActivityPages: Bool { Dashboard.activityCount(site.data, today: site.build.today) > activityLimit }

    func activityPages() -> [OutputFile] {
        guard hasActivityPages else { return [] }
        // Sorted once as small keys; each page's hundred activities are made as it is drawn.
        let log = Dashboard.activityLog(site.data, today: site.build.today)
        let strings = site.build.strings
        let list = ListPages(site: site, folder: activityFolder, tab: .dashboard, title: strings[.dashboardAllActivity],
                             back: (SitePath.dashboard(site.slug), strings[.pageDashboard]), count: log.count)
        return list.render { range, page in
            WidgetRenderer.listPage(.activityFeed, .activity(log[range].map { activityItem($0, page) }), page: page, idPrefix: "activity")
        }
    }
}
