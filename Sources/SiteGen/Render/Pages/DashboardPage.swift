import SiteData
import Widgets

/// `<athlete>/index.html`: the dashboard (docs/numbers.md, "Dashboard").
struct DashboardPage: PageDatasets {
    let athlete: AthleteContext

    func render() -> OutputFile {
        let path = SitePath.dashboard(athlete.slug)
        let name = athlete.data.profile.name
        // The athlete's photo beside the heading (copied to `<athlete>/photo.<ext>`).
        var lead: Node = .empty
        if let photo = AthletePhoto.sitePath(slug: athlete.slug, profile: athlete.data.profile) {
            let page = athlete.page(path, tab: .dashboard)
            lead = .element("img", [.class("profile-photo"), .attr("src", page.href(photo)),
                                    .attr("alt", page.t(.profilePhotoAlt, ["name": name]))])
        }
        return athlete.renderSpecPage(.dashboard, path: path, tab: .dashboard, datasets: self,
                                   subtitleArguments: ["name": name, "first_name": Self.firstName(name)], lead: lead)
    }

    /// The greeting's name: the first word of the athlete's name ("Ethan" of "Ethan Carter"),
    /// or the whole name when it has one word.
    static func firstName(_ name: String) -> String {
        name.split(whereSeparator: { $0.isWhitespace }).first.map(String.init) ?? name
    }

    func value(for dataset: DashboardPage.Dataset, in page: Page) -> DatasetValue {
        let m = athlete.models.dashboard
        let f = page.formatter
        switch dataset {
        case .stats:
            let s = m.stats
            let rate = s.acceptanceRate.map { page.t(.statsAcceptanceRate, ["n": f.integer($0)]) } ?? page.t(.commonMissing)
            return .statCards([
                StatCardItem(label: page.t(.statsCoaches), value: f.integer(s.coaches), href: page.href(SitePath.coaches(athlete.slug)), gradient: .blue, icon: .coaches),
                StatCardItem(label: page.t(.statsSchools), value: f.integer(s.schools), href: page.href(SitePath.schools(athlete.slug)), gradient: .purple, icon: .school),
                // A card leads to its list only when the list is written (it has something to list).
                StatCardItem(label: page.t(.statsInteractions), value: f.integer(s.interactions),
                             href: athlete.writesInteractionsLog ? page.href(ListPages.path(SitePath.interactionsFolder(athlete.slug), pageNumber: 1)) : nil,
                             gradient: .green, icon: .interactions),
                StatCardItem(label: page.t(.statsOffers), value: f.integer(s.offers),
                             href: athlete.writesOffers ? page.href(SitePath.offers(athlete.slug)) : nil, gradient: .orange, icon: .offers),
                StatCardItem(label: page.t(.statsAccepted), value: f.integer(s.acceptedOffers), subtitle: rate,
                             href: athlete.writesOffers ? page.href(SitePath.offers(athlete.slug)) + "#accepted" : nil, gradient: .red, icon: .checkCircle),
                StatCardItem(label: page.t(.statsATier), value: f.integer(s.aTierSchools),
                             href: athlete.writesATier ? page.href(ListPages.path(SitePath.aTierFolder(athlete.slug), pageNumber: 1)) : nil,
                             gradient: .indigo, icon: .star),
            ])
        case .actionItems:
            return .actionItems(ActionItemsValue(items: page.actionItemsOrFirstSteps(athlete),
                                                 allHref: page.href(SitePath.actions(athlete.slug))))
        case .socialHandles:
            return .links(athlete.data.profile.social.map(page.socialLink))
        case .interactionTrend:
            return .timeSeries(TimeSeriesValue(points: m.interactionTrend.map { p in
                .init(date: p.date, count: p.count, label: f.shortDate(p.date),
                      tooltip: page.t(.commonTooltipCount, ["label": f.shortDate(p.date), "n": f.integer(p.count)]))
            }, defaultTitle: nil, valueHeader: page.t(.statsInteractions)))
        case .schoolsByStatus:
            return .counts(m.schoolsByStatus.map { CountItem(label: page.label("school_status", $0.key) ?? $0.key, count: $0.count) })
        case .schoolSizes:
            return .counts(m.schoolSizes.map { s in
                CountItem(label: page.label("size", s.size) ?? page.t(.commonUnknown), count: s.count)
            })
        case .topMetrics:
            return .latestMetrics(m.topMetrics.map { latestMetric($0, page) })
        case .upcomingEvents:
            return .events(m.upcomingEvents.map { eventItem($0, page) })
        case .recentActivity:
            return .activity(m.recentActivity.map { activityItem($0, page) })
        case .quickTasks:
            let shown = hasTaskPages ? m.tasks.prefix(tasksLimit ?? 0) : m.tasks[...]
            return .tasks(shown.map { taskRow($0, page) })
        case .coachFollowups:
            return .coachFollowups(m.coachFollowups.map { c in
                FollowupItem(coach: c.coach.name, school: c.schoolName ?? c.coach.schoolId.map { _ in page.t(.commonUnknownSchool) },
                             schoolHref: athlete.schoolPath(c.coach.schoolId).map(page.href),
                             silence: c.daysSinceContact.map { page.t(.commonDays, count: $0) } ?? page.t(.dashboardNeverContacted))
            })
        case .contactFrequency:
            let days = m.contactCalendar.map { (date: $0.date, count: $0.count) }
            let strings = page.strings
            let tooltips = HeatmapTooltips(strings, counts: days.map(\.count))
            return .calendar(CalendarValue(days: days, firstDay: days.first?.date ?? m.today, today: m.today, tooltip: { date, n in
                tooltips.text(date, n)
            }))
        case .recruitingPacket:
            return .packetCard(packetCard(page))
        case .atAGlance:
            let g = m.atAGlance
            let missing = page.t(.commonMissing)
            let level: GlanceMetric.Level = switch g.coachResponsivenessLevel {
            case .green: .green
            case .orange: .orange
            case .red: .red
            case nil: .neutral
            }
            let days: String = switch g.daysUntilGraduation {
            case nil: missing
            case let d? where d < 0: page.t(.commonGraduated)
            case let d?: f.integer(d)
            }
            return .glance([
                GlanceItem(label: page.t(.dashboardSchoolsWithOffers), value: f.integer(g.schoolsWithOffers),
                           detail: g.schoolsWithOffersPct.map { page.t(.dashboardSchoolsWithOffersPct, ["n": f.integer($0)]) },
                           level: .neutral),
                GlanceItem(label: page.t(.dashboardCoachResponsiveness),
                           value: g.coachResponsivenessPct.map { f.percent($0) } ?? missing, level: level),
                GlanceItem(label: page.t(.dashboardInteractionsThisMonth), value: f.integer(g.interactionsThisMonth), level: .neutral),
                GlanceItem(label: page.t(.dashboardDaysUntilGraduation), value: days, level: .neutral),
            ])
        }
    }

    /// With no coaches at all, the follow-up list would claim every coach was contacted lately.
    func emptyMessage(for dataset: DashboardPage.Dataset, in page: Page) -> EmptyText? {
        switch dataset {
        case .coachFollowups where athlete.data.coaches.isEmpty:
            return EmptyText(text: page.t(.coachesNoCoaches), hint: page.t(.coachesAddFirstCoach))
        case .interactionTrend where !athlete.data.interactions.isEmpty, .contactFrequency where !athlete.data.interactions.isEmpty:
            // None in the window, but not none at all: the spec's text, without "Log your first interaction".
            return EmptyText(text: nil, hint: nil)
        default:
            return nil
        }
    }

    func latestMetric(_ m: PerformanceMetric, _ page: Page) -> LatestMetricItem {
        LatestMetricItem(name: page.metricName(m.metricType), value: page.metricValue(m.value, type: m.metricType, unit: m.unit),
                         date: page.formatter.date(m.recordedDate), verified: m.verified, badge: page.verifiedLabel(m.verified))
    }

    func eventItem(_ e: Event, _ page: Page) -> EventItem {
        EventItem(name: e.name, date: page.formatter.date(e.startDate),
                  type: page.label("event", e.type),
                  location: e.location, school: athlete.schoolName(e.schoolId, page),
                  schoolHref: athlete.schoolPath(e.schoolId).map(page.href), link: e.link)
    }

    func activityItem(_ a: DashboardModel.Activity, _ page: Page) -> ActivityItem {
        // The line's text is the activity pages' (`activityText`): one rule for both.
        var types: InteractionTypeTexts = []
        let text = activityText(a, page, types: &types)
        let date = page.formatter.date(a.date)
        switch a.subject {
        case .interaction(let i, _, _):
            return ActivityItem(date: date, icon: .interactions, text: text, href: athlete.schoolPath(i.schoolId).map(page.href))
        case .offer(let o, _):
            return ActivityItem(date: date, icon: .offers, text: text, href: athlete.schoolPath(o.schoolId).map(page.href))
        case .event(let e):
            return ActivityItem(date: date, icon: .calendar, text: text, href: athlete.schoolPath(e.schoolId).map(page.href))
        case .metric:
            return ActivityItem(date: date, icon: .chart, text: text, href: page.href(SitePath.performance(athlete.slug)))
        case .note(let n):
            return ActivityItem(date: date, icon: .link, text: text, href: athlete.notePath(n).map(page.href))
        case .post(let p, _):
            return ActivityItem(date: date, icon: .platform, text: text, href: athlete.schoolPath(p.schoolId).map(page.href))
        }
    }

    /// A post's text on one line, cut at 100 characters with "…" (the feed shows it whole).
    static func postExcerpt(_ text: String) -> String {
        // Only the first 101 characters of the collapsed text decide the excerpt: ASCII text is
        // collapsed on bytes up to there, the rest on scalars (`Markdown.collapse`; the same
        // result as splitting into Characters, without the grapheme breaking).
        let line = Markdown.collapseASCII(text, upTo: 101) ?? Markdown.collapse(text)
        return line.count <= 100 ? line : String(line.prefix(99)) + "…"
    }
}

extension DashboardPage {
    typealias Dataset = DashboardDataset
}

extension DashboardPage: PageFiles {
    static let kind = PageKind.dashboard
    static func files(_ athlete: AthleteContext) -> OutputFiles {
        let dashboard = DashboardPage(athlete: athlete)
        return [dashboard.render()] + dashboard.taskPages() + dashboard.activityPages()
    }
}
