import SiteData
import Widgets

extension DashboardPage {
    /// `<athlete>/activity/`: every activity the Recent Activity card draws from, newest first,
    /// a page at a time (`ListPages`), when the card shows fewer than there are (its `limit`);
    /// a link to the social feed, which lists the posts.
    var activityFolder: String { "\(site.slug)/activity" }

    var activityLimit: Int { site.build.specs[.dashboard]?.limit(of: DashboardPage.Dataset.recentActivity) ?? 10 }

    var hasActivityPages: Bool { Dashboard.activityCount(site.data, today: site.build.today) > activityLimit }

    func activityPages() -> [OutputFile] {
        guard hasActivityPages else { return [] }
        // Sorted once as small keys; each page's activities are made as it is drawn.
        let log = Dashboard.activityLog(site.data, today: site.build.today)
        let strings = site.build.strings
        // The posts are not repeated here: the all-time social feed lists each in full.
        let feed = site.data.posts.isEmpty ? nil : SocialPages(site: site).variants.first { $0.range == .allTime }
            .map { ListPages.path(SocialFeedPages.folder(site.slug, $0), page: 1) }
        let list = ListPages(site: site, folder: activityFolder, tab: .dashboard, title: strings[.dashboardAllActivity],
                             back: (SitePath.dashboard(site.slug), strings[.pageDashboard]), count: log.count,
                             nav: { page in
                                 .element("p", [], [
                                     .element("a", [.href(page.href(SitePath.dashboard(site.slug)))], [.text(strings[.pageDashboard])]),
                                     feed.map { Node.fragment([.text(" · "), .element("a", [.href(page.href($0))], [.text(strings[.dashboardActivityPosts])])]) } ?? .empty,
                                 ])
                             }, rowBytes: ListPages.lineRow)
        return list.render { range, page in
            WidgetRenderer.listPage(.activityFeed, .activity(log[range].map { activityItem($0, page) }), page: page, idPrefix: "activity")
        }
    }
}
