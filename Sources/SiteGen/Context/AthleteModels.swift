import SiteData

/// Step "aggregate": every view model of one athlete's pages.
struct AthleteModels: Sendable {
    var dashboard: DashboardModel
    /// Presets in tab order, then custom ranges.
    var reports: [(preset: ReportPreset, model: ReportModel)]
    var performance: PerformanceModel
    /// Every interaction newest first (the log, each school's timeline).
    var interactionLog: InteractionLog
    /// Ranges in tab order.
    var social: [(range: RangePreset, model: SocialModel)]
    /// Every post newest first (`SocialPost.newestFirst`): the feed, and each school's posts
    /// (sorted once, here).
    var postsNewestFirst: [SocialPost]
    /// Interactions counted per coach and per school (the coaches, schools and A-tier pages).
    var contactLog: ContactLog

    init(data: AthleteData, today: LocalDate, customRanges: [SiteConfig.CustomRange]) {
        contactLog = ContactLog(data.interactions, today: today)
        dashboard = Dashboard.compute(data, today: today, lastContacts: contactLog.lastContacts)
        let presets = ReportPreset.standard + customRanges.map { ReportPreset.custom(name: $0.name, range: $0.range) }
        // The ranges share one reading of the tables (`ReportRows`).
        let rows = ReportRows(data)
        reports = presets.map { ($0, rows.report(range: $0.range(for: data, today: today), preset: $0)) }
        performance = Performance.compute(data)
        interactionLog = InteractionLog(data)
        let postSchools = PostSchools(data.posts)
        social = RangePreset.social.map { ($0, Social.compute(data, range: $0, today: today, schools: postSchools)) }
        postsNewestFirst = InstantOrder.newestFirst(data.posts)
    }

    /// For pages drawn from a coach edition (the family site's profile page, the packet): they
    /// read the dashboard and performance models only, so the reports and social models (a
    /// dozen aggregations over every row, per range) are left empty.
    init(edition data: AthleteData, today: LocalDate) {
        contactLog = ContactLog(data.interactions, today: today)
        dashboard = Dashboard.compute(data, today: today, lastContacts: contactLog.lastContacts)
        reports = []
        performance = Performance.compute(data)
        interactionLog = InteractionLog(data)
        social = []
        postsNewestFirst = InstantOrder.newestFirst(data.posts)
    }

    /// Ranges too long to chart whole (see `Social.maxMonthBuckets`), one warning each.
    func warnings(slug: String) -> Diagnostics {
        var out = Diagnostics()
        for (range, model) in social where model.droppedBuckets > 0 {
            let first = model.activity.first.map { "\($0.date.year)-\($0.date.month < 10 ? "0" : "")\($0.date.month)" } ?? ""
            out.warning("athlete \"\(slug)\": social \(range.name) spans \(model.droppedBuckets + model.activity.count) months "
                        + "(from \(model.span.from.iso)); its activity chart shows only the last \(Social.maxMonthBuckets), "
                        + "from \(first)")
        }
        return out
    }
}
