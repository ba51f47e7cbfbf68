/// Computes reports over a date range.
public enum Reports {
    /// The report for `preset` on `today`.
    public static func compute(_ data: AthleteData, preset: ReportPreset, today: LocalDate) -> ReportModel {
        compute(data, range: preset.range(for: data, today: today), preset: preset)
    }

    /// The report of `data` over `range` (both ends included), named after `preset`.
    public static func compute(_ data: AthleteData, range: DateRange, preset: ReportPreset) -> ReportModel {
        // One pass over each table, reading the fields it needs: copying every row in range
        // (an interaction holds five strings) cost more than the counting.
        var interactionCount = 0
        var types: [String] = [], sentiments: [String] = [], initiators = Set<String>()
        for i in data.interactions.indices where range.contains(data.interactions[i].occurredAt) {
            interactionCount += 1
            types.append(data.interactions[i].type ?? "other")
            sentiments.append((data.interactions[i].sentiment ?? .neutral).rawValue)
            if data.interactions[i].initiatedBy == .coach, let coach = data.interactions[i].coachId {
                initiators.insert(coach)
            }
        }
        var metricCount = 0
        var metricTypes: [String] = []
        var byType: [MetricType: [Double]] = [:]
        for i in data.metrics.indices where range.contains(data.metrics[i].recordedDate) {
            metricCount += 1
            metricTypes.append(data.metrics[i].metricType.rawValue)
            byType[data.metrics[i].metricType, default: []].append(data.metrics[i].value)
        }

        let responsive = data.coaches.indices.filter { initiators.contains(data.coaches[$0].id) }.count
        let coaches = ReportModel.Coaches(
            total: data.coaches.count,
            avgResponseRate: Rounding.percentOneDecimal(responsive, data.coaches.count) ?? 0,
            bySchool: Set(data.coaches.compactMap(\.schoolId)).count)

        let summaries = byType.keys.sorted().map { type -> ReportModel.MetricSummary in
            let values = byType[type]!
            return ReportModel.MetricSummary(type: type, average: Rounding.mean(values)!,
                                             max: values.max()!, min: values.min()!)
        }

        return ReportModel(
            preset: preset.name,
            range: range,
            empty: interactionCount == 0 && metricCount == 0,
            schools: ReportModel.Schools(
                total: data.schools.count,
                byStatus: Ordering.counts(data.schools.compactMap(\.status)),
                byDivision: Ordering.counts(data.schools.compactMap(\.division))),
            coaches: coaches,
            interactions: ReportModel.Interactions(
                total: interactionCount,
                byType: Ordering.counts(types),
                bySentiment: Ordering.counts(sentiments)),
            metrics: ReportModel.Metrics(
                total: metricCount,
                byType: Ordering.counts(metricTypes),
                summaries: summaries))
    }

    /// Checks a requested range: throws the error "End date must be after start date" when
    /// `to` is before `from` (a one-day range is fine); returns a warning when the range is
    /// longer than 10 years (`to` after the same calendar day 10 years past `from`).
    public static func validate(_ range: DateRange) throws(Diagnostic) -> Diagnostic? {
        if range.to < range.from { throw Diagnostic.error("End date must be after start date") }
        guard isLong(range) else { return nil }
        return .warning("Date range \(range.from.iso) to \(range.to.iso) is longer than 10 years")
    }

    /// Whether `range` is longer than 10 years: `to` after the same calendar day 10 years past
    /// `from` (29 February counts as 28 February in a year without it). The report page says so.
    public static func isLong(_ range: DateRange) -> Bool {
        let (y, m, d) = range.from.components
        let limit = LocalDate(year: y + 10, month: m, day: min(d, LocalDate.daysIn(month: m, year: y + 10)))!
        return range.to > limit
    }

    /// The earliest date in any of the athlete's tables: every date and timestamp column of
    /// schools, coaches, interactions, offers (offered_at, deadline), events (start, end),
    /// performance metrics, social posts and tasks, and the dates of notes. The profile's
    /// graduation date does not count. nil when there is none.
    public static func earliestDate(in data: AthleteData) -> LocalDate? {
        var dates: [LocalDate] = []
        dates += data.schools.compactMap(\.createdAt)
        dates += data.coaches.compactMap(\.createdAt)
        dates += data.interactions.map(\.occurredAt)
        dates += data.offers.compactMap(\.offeredAt) + data.offers.compactMap(\.deadline)
        dates += data.events.map(\.startDate) + data.events.compactMap(\.endDate)
        dates += data.metrics.map(\.recordedDate)
        dates += data.posts.map(\.postDate)
        dates += data.tasks.compactMap(\.createdAt)
        dates += data.notes.compactMap(\.date)
        return dates.min()
    }
}
