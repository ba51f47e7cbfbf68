import SiteData
import Widgets

extension DashboardPage {
    /// `<athlete>/activity/`: every activity the Recent Activity card draws from, newest first,
    /// 100 a page, when the card shows fewer than there are (its `limit`).
    var activityFolder: String { "\(site.slug)/activity" }

    var activityLimit: Int { site.build.specs[.dashboard]?.limit(of: DashboardPage.Dataset.recentActivity) ?? 10 }

    var hasActivityPages: Bool { Dashboard.activityCount(site.data, today: site.build.today) > activityLimit }

    func activityPages() -> [OutputFile] {
        guard hasActivityPages else { return [] }
        let all = Dashboard.allActivity(site.data, today: site.build.today)
        let strings = site.build.strings
        let list = ListPages(site: site, folder: activityFolder, tab: .dashboard, title: strings[.dashboardAllActivity],
                             back: (SitePath.dashboard(site.slug), strings[.pageDashboard]), count: all.count)
        return list.render { range, page in
            WidgetRenderer.listPage(.activityFeed, .activity(all[range].map { activityItem($0, page) }), page: page, idPrefix: "activity")
        }
    }
}
