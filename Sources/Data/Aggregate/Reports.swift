/// Computes reports over a date range.
public enum Reports {
    /// The report for `preset` on `today`.
    public static func compute(_ data: AthleteData, preset: ReportPreset, today: LocalDate) -> ReportModel {
        compute(data, range: preset.range(for: data, today: today), preset: preset)
    }

    /// The report of `data` over `range` (both ends included), named after `preset`.
    public static func compute(_ data: AthleteData, range: DateRange, preset: ReportPreset) -> ReportModel {
        let interactions = data.interactions.filter { range.contains($0.occurredAt) }
        let metrics = data.metrics.filter { range.contains($0.recordedDate) }

        let initiators = Set(interactions.filter { $0.initiatedBy == .coach }.compactMap(\.coachId))
        let responsive = data.coaches.filter { initiators.contains($0.id) }.count
        let coaches = ReportModel.Coaches(
            total: data.coaches.count,
            avgResponseRate: Rounding.percentOneDecimal(responsive, data.coaches.count) ?? 0,
            bySchool: Set(data.coaches.compactMap(\.schoolId)).count)

        var byType: [MetricType: [Double]] = [:]
        for m in metrics { byType[m.metricType, default: []].append(m.value) }
        let summaries = byType.keys.sorted().map { type -> ReportModel.MetricSummary in
            let values = byType[type]!
            return ReportModel.MetricSummary(type: type, average: Rounding.mean(values)!,
                                             max: values.max()!, min: values.min()!)
        }

        return ReportModel(
            preset: preset.name,
            range: range,
            empty: interactions.isEmpty && metrics.isEmpty,
            schools: ReportModel.Schools(
                total: data.schools.count,
                byStatus: Ordering.counts(data.schools.compactMap(\.status)),
                byDivision: Ordering.counts(data.schools.compactMap(\.division))),
            coaches: coaches,
            interactions: ReportModel.Interactions(
                total: interactions.count,
                byType: Ordering.counts(interactions.map { $0.type ?? "other" }),
                bySentiment: Ordering.counts(interactions.map { ($0.sentiment ?? .neutral).rawValue })),
            metrics: ReportModel.Metrics(
                total: metrics.count,
                byType: Ordering.counts(metrics.map(\.metricType.rawValue)),
                summaries: summaries))
    }

    /// Checks a requested range: throws the error "End date must be after start date" when
    /// `to` is before `from` (a one-day range is fine); returns a warning when the range is
    /// longer than 10 years (`to` after the same calendar day 10 years past `from`).
    public static func validate(_ range: DateRange) throws(Diagnostic) -> Diagnostic? {
        if range.to < range.from { throw Diagnostic.error("End date must be after start date") }
        let (y, m, d) = range.from.components
        let limit = LocalDate(year: y + 10, month: m, day: min(d, LocalDate.daysIn(month: m, year: y + 10)))!
        guard range.to > limit else { return nil }
        return .warning("Date range \(range.from.iso) to \(range.to.iso) is longer than 10 years")
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
