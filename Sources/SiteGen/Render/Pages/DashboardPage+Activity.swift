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
        return pages.render { range, page in activityBody(log[range], page) }
    }

    /// The activities under each day's heading (a page that starts mid-day names the day
    /// again), written straight to markup: the day's text once per day, each interaction
    /// type's once a page.
    func activityBody(_ activities: [DashboardModel.Activity], _ page: Page) -> Node {
        var types: InteractionTypeTexts = []
        return Node.written(capacity: 256 + Self.activityPageSize * Self.activityRow) { w in
            var day: LocalDate?
            for activity in activities {
                if activity.date != day {
                    if day != nil { w.close("ul") }
                    day = activity.date
                    w.open("h2")
                    w.text(page.formatter.date(activity.date))
                    w.close("h2")
                    w.open("ul")
                }
                w.open("li")
                writeActivity(activity, page, types: &types, into: &w)
                w.close("li")
            }
            if day != nil { w.close("ul") }
        }
    }

    /// An activity's line written into `w` as its pieces, the same bytes as its whole
    /// `activityText` (escaping a text piece by piece writes what escaping it whole writes;
    /// tested equal), without joining the pieces first.
    func writeActivity(_ a: DashboardModel.Activity, _ page: Page, types: inout InteractionTypeTexts, into w: inout MarkupWriter) {
        switch a.subject {
        case .interaction(let i, let school, let coach):
            w.text(interactionType(i.type, page, types: &types))
            switch (coach, school) {
            case let (coach?, school?):
                w.text(": ")
                w.text(coach)
                w.text(", ")
                w.text(school)
            case let (one?, nil), let (nil, one?):
                if !one.isEmpty {
                    w.text(": ")
                    w.text(one)
                }
            case (nil, nil): break
            }
        case .offer(_, let school):
            w.text(page.t(.offerType))
            w.text(": ")
            w.text(school)
        case .metric(let m):
            w.text(page.metricName(m.metricType))
            w.text(": ")
            w.text(page.metricValue(m.value, type: m.metricType, unit: m.unit))
        case .event, .note, .post:
            w.text(activityText(a, page, types: &types))
        }
    }

    /// Interaction types' texts found so far (raw type, "" for none → text): a page has a
    /// few types, found by comparing (hashing each row's type cost more).
    typealias InteractionTypeTexts = [(key: String, text: String)]

    /// An interaction type's text, looked up once a page (`types`).
    func interactionType(_ raw: String?, _ page: Page, types: inout InteractionTypeTexts) -> String {
        let key = raw ?? ""
        for known in types where known.key == key { return known.text }
        let type = page.label("interaction", raw) ?? page.t(.interactionOther)
        types.append((key, type))
        return type
    }

    /// An activity's line, as the dashboard's Recent Activity card (`activityItem`) and the
    /// activity pages show it. `types`: interaction types' texts so far.
    func activityText(_ a: DashboardModel.Activity, _ page: Page, types: inout InteractionTypeTexts) -> String {
        switch a.subject {
        case .interaction(let i, let school, let coach):
            let type = interactionType(i.type, page, types: &types)
            let who: String
            switch (coach, school) {
            case let (coach?, school?): who = coach + ", " + school
            case let (one?, nil), let (nil, one?): who = one
            case (nil, nil): who = ""
            }
            return who.isEmpty ? type : type + ": " + who
        case .offer(_, let school):
            return page.t(.offerType) + ": " + school
        case .event(let e):
            return e.name
        case .metric(let m):
            return page.metricName(m.metricType) + ": " + page.metricValue(m.value, type: m.metricType, unit: m.unit)
        case .note(let n):
            return n.title
        case .post(let p, let school):
            let author = p.authorHandle ?? school ?? page.t(p.platform.label)
            return page.t(.activityPost, ["author": author, "platform": page.t(p.platform.label),
                                          "text": Self.postExcerpt(p.postContent ?? "")])
        }
    }
}
