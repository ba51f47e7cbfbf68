/// Computes the dashboard of one athlete.
public enum Dashboard {
    /// Days of the interaction trend chart.
    public static let trendDays = 30
    /// Days of the contact-frequency heatmap (26 weeks).
    public static let heatmapDays = 182
    /// A coach not contacted within this many days needs a follow-up.
    public static let followupDays = 14

    public static func compute(_ data: AthleteData, today: LocalDate) -> DashboardModel {
        compute(data, today: today, lastContacts: lastContactByCoach(data, today: today))
    }

    /// `compute` with each coach's latest contact (`lastContactByCoach`) already counted (the
    /// site's contact log counts it for its own pages).
    public static func compute(_ data: AthleteData, today: LocalDate, lastContacts: [String: LocalDate]) -> DashboardModel {
        let lookup = Lookup(data)
        // One count per day over the heatmap's 26 weeks; the trend is its last 30 days.
        let heatmap = Ordering.daily(data.interactions.map(\.occurredAt), over: .last(heatmapDays, endingAt: today))
        return DashboardModel(
            today: today,
            stats: DashboardModel.Stats(data),
            atAGlance: atAGlance(data, lookup: lookup, today: today),
            interactionTrend: Array(heatmap.suffix(trendDays)),
            schoolsByStatus: schoolsByStatus(data),
            schoolSizes: schoolSizes(data),
            topMetrics: topMetrics(data),
            upcomingEvents: Array(data.events.filter { $0.startDate >= today }
                .sorted(by: eventOrder).prefix(5)),
            recentActivity: recentActivity(data, lookup: lookup, today: today),
            tasks: tasks(data),
            coachFollowups: coachFollowups(data, lookup: lookup, lastContacts: lastContacts, today: today),
            contactHeatmap: heatmap,
            contactCalendar: calendarWeeks(heatmap, today: today),
            actionItems: actionItems(data, lookup: lookup, lastContacts: lastContacts, today: today)
        )
    }

    /// The heatmap as the calendar draws it: whole ISO weeks, Monday to Sunday, from the week
    /// of its first day to the week of today; the days around it count 0.
    static func calendarWeeks(_ heatmap: [DateCount], today: LocalDate) -> [DateCount] {
        let start = (heatmap.first?.date ?? today).startOfISOWeek
        let end = today.adding(days: 7 - today.isoWeekday)
        let offset = heatmap.first.map { $0.date.days(since: start) } ?? 0
        return (0...end.days(since: start)).map { i in
            let j = i - offset
            return DateCount(date: start.adding(days: i), count: heatmap.indices.contains(j) ? heatmap[j].count : 0)
        }
    }

    static func atAGlance(_ data: AthleteData, lookup: Lookup, today: LocalDate) -> DashboardModel.AtAGlance {
        let offered = Set(data.offers.map(\.schoolId).filter { lookup.schools[$0] != nil })
        // By index: filtering the rows copied every interaction (five strings).
        var responsive = Set<String>()
        for i in data.interactions.indices where data.interactions[i].initiatedBy == .coach {
            if let coach = data.interactions[i].coachId { responsive.insert(coach) }
        }
        let responsiveCoaches = data.coaches.indices.count { responsive.contains(data.coaches[$0].id) }
        let pct = Rounding.pct(responsiveCoaches, data.coaches.count)
        let (y, m, _) = today.components
        return DashboardModel.AtAGlance(
            schoolsWithOffers: offered.count,
            schoolsWithOffersPct: Rounding.pct(offered.count, data.schools.count),
            coachResponsivenessPct: pct,
            coachResponsivenessLevel: DashboardModel.ResponsivenessLevel(pct: pct),
            interactionsThisMonth: data.interactions.indices.count {
                let c = data.interactions[$0].occurredAt.components
                return c.year == y && c.month == m
            },
            daysUntilGraduation: data.profile.graduationDate.map { $0.days(since: today) })
    }

    static func schoolsByStatus(_ data: AthleteData) -> [KeyCount] {
        Ordering.counts(data.schools.compactMap(\.status)).sorted(by: KeyCount.mostFirst)
    }

    static func schoolSizes(_ data: AthleteData) -> [DashboardModel.SizeCount] {
        var known = Ordering.counts(data.schools.compactMap(\.size)).map {
            DashboardModel.SizeCount(size: $0.key, count: $0.count)
        }
        let unknown = data.schools.filter { $0.size == nil }.count
        if unknown > 0 { known.append(DashboardModel.SizeCount(size: nil, count: unknown)) }
        return known.sorted { a, b in
            if a.count != b.count { return a.count > b.count }
            switch (a.size, b.size) {
            case let (x?, y?): return codePointLess(x, y)
            case (_?, nil): return true
            default: return false
            }
        }
    }

    /// The latest metric of each type (the first of equals), the three newest of those. By
    /// index, a built-in type's slot in an array: a dictionary of copied rows cost ten times.
    static func topMetrics(_ data: AthleteData) -> [PerformanceMetric] {
        let metrics = data.metrics
        var builtIn = [Int](repeating: -1, count: MetricType.allCases.count)
        var declared: [MetricType: Int] = [:]
        for i in metrics.indices {
            let type = metrics[i].metricType
            let slot = type.builtInIndex
            var current = -1
            if let slot { current = builtIn[slot] } else if let d = declared[type] { current = d }
            if current >= 0, !PerformanceMetric.newestFirst(metrics[i], metrics[current]) { continue }
            if let slot { builtIn[slot] = i } else { declared[type] = i }
        }
        let latest = builtIn.filter { $0 >= 0 } + declared.values
        return latest.sorted { PerformanceMetric.newestFirst(metrics[$0], metrics[$1]) }.prefix(3).map { metrics[$0] }
    }

    static func eventOrder(_ a: Event, _ b: Event) -> Bool {
        a.startDate != b.startDate ? a.startDate < b.startDate : codePointLess(a.id, b.id)
    }

    static func recentActivity(_ data: AthleteData, lookup: Lookup, today: LocalDate) -> [DashboardModel.Activity] {
        activity(data, lookup: lookup, today: today, limit: 10)
    }

    /// Every activity of the athlete up to `today`, newest first, in the order of "Recent
    /// activity" (the `activity/` pages behind its card): only the small keys are sorted;
    /// activities are made a page at a time (`ActivityLog.subscript`). Social posts are not
    /// among them: the social feed lists each in full, and the pages link it.
    public static func activityLog(_ data: AthleteData, today: LocalDate) -> ActivityLog {
        ActivityLog(data, lookup: Lookup(data), today: today, posts: false)
    }

    /// How many activities `activityLog` holds, without making or sorting anything.
    public static func activityCount(_ data: AthleteData, today: LocalDate) -> Int {
        var n = 0
        ActivityLog.visitKeys(data, today: today, posts: false) { _ in n += 1 }
        return n
    }

    /// The `limit` newest activities (the card's), without the posts.
    static func activity(_ data: AthleteData, lookup: Lookup, today: LocalDate, limit: Int) -> [DashboardModel.Activity] {
        let log = ActivityLog(data, lookup: lookup, today: today, posts: false, limit: limit)
        return log[0..<log.count]
    }

    static func tasks(_ data: AthleteData) -> [TaskItem] {
        data.tasks.sorted { a, b in
            if a.isCompleted != b.isCompleted { return !a.isCompleted }
            switch (a.createdAt, b.createdAt) {
            case let (x?, y?) where x != y: return x < y
            case (_?, nil): return true
            case (nil, _?): return false
            default: return codePointLess(a.id, b.id)
            }
        }
    }

    /// Each coach's latest interaction dated today or earlier. Interactions dated after today
    /// are plans, not contact: they never make a coach "recently contacted".
    static func lastContactByCoach(_ data: AthleteData, today: LocalDate) -> [String: LocalDate] {
        var last: [String: LocalDate] = [:]
        // By index: a loop over the rows copied each interaction (five strings).
        for i in data.interactions.indices where data.interactions[i].occurredAt <= today {
            guard let c = data.interactions[i].coachId else { continue }
            let date = data.interactions[i].occurredAt
            if let cur = last[c], cur >= date { continue }
            last[c] = date
        }
        return last
    }

    static func coachFollowups(_ data: AthleteData, lookup: Lookup, lastContacts: [String: LocalDate],
                               today: LocalDate) -> [DashboardModel.CoachFollowup] {
        data.coaches.compactMap { coach -> DashboardModel.CoachFollowup? in
            let last = lastContacts[coach.id]
            let days = last.map { today.days(since: $0) }
            if let days, days < followupDays { return nil }
            return DashboardModel.CoachFollowup(coach: coach, schoolName: coach.schoolId.map(lookup.schoolName),
                                                lastContact: last, daysSinceContact: days)
        }.sortedByIndices { a, b in
            switch (a.daysSinceContact, b.daysSinceContact) {
            case let (x?, y?) where x != y: return x > y
            case (nil, _?): return true
            case (_?, nil): return false
            default: return codePointLess(a.coach.id, b.coach.id)
            }
        }
    }

    static func actionItems(_ data: AthleteData, lookup: Lookup, lastContacts: [String: LocalDate],
                            today: LocalDate) -> [ActionItem] {
        var items: [ActionItem] = []
        for s in data.suggestions where s.status == .pending {
            items.append(ActionItem(kind: .suggestion(id: s.id, link: s.actionLink),
                                    urgency: s.urgency, title: s.title, detail: s.description))
        }
        // 1. Pending offers with a deadline up to today+14, overdue ones included: a pending
        // offer past its deadline still needs an answer (or its status changed).
        for o in data.offers where o.status == .pending {
            guard let deadline = o.deadline else { continue }
            let n = deadline.days(since: today)
            guard n <= 14 else { continue }
            let school = lookup.schoolName(o.schoolId)
            items.append(ActionItem(kind: .offerDeadline(offerId: o.id, schoolId: o.schoolId, schoolName: school, days: n),
                                    urgency: .high, title: "Respond to \(school) offer",
                                    detail: n < 0 ? "Overdue: the deadline was \(-n) days ago" : "Deadline in \(n) days"))
        }
        // 2. Coaches whose latest contact (today or earlier) is 14 or more days ago.
        for c in data.coaches {
            guard let last = lastContacts[c.id] else { continue }
            let n = today.days(since: last)
            guard n >= followupDays else { continue }
            items.append(ActionItem(kind: .coachFollowup(coachId: c.id, coachName: c.name, days: n),
                                    urgency: .medium, title: "Follow up with \(c.name)",
                                    detail: "It's been \(n) days since your last contact"))
        }
        // 3. Events starting within today … today+7.
        for e in data.events {
            let n = e.startDate.days(since: today)
            guard (0...7).contains(n) else { continue }
            items.append(ActionItem(kind: .eventPreparation(eventId: e.id, eventName: e.name, days: n),
                                    urgency: .medium, title: "Prepare for \(e.name)",
                                    detail: "\(n) days away"))
        }
        // 4. Metrics exist, none dated in the last 30 days or later.
        if let latest = data.metrics.map(\.recordedDate).max(), latest < today.adding(days: -29) {
            let n = today.days(since: latest)
            items.append(ActionItem(kind: .logMetric(days: n), urgency: .low,
                                    title: "Log a performance metric",
                                    detail: "Your last metric was \(n) days ago"))
        }
        // Sorted by index: an item (an enum of strings, a title, a detail) moved on every swap.
        return items.sortedByIndices(by: ActionItem.displayOrder)
    }
}
