import SiteData
import Widgets

extension PerformancePage {
    /// The history widget's `limit` in the performance spec: the performance page shows that
    /// many records; nil (no limit) shows them all there.
    var historyLimit: Int? { athlete.build.specs[.performance]?.limit(of: PerformancePage.Dataset.metricHistory) }

    /// Whether the history is longer than the performance page shows: its "Show all" then opens
    /// the timeline, which lists every record (date, value, status, notes and event) and is
    /// their one full list, so the records are not written twice (docs/decisions.md).
    var historyOverflows: Bool { historyLimit.map { model.history.count > $0 } ?? false }

    /// `name`: the type's `Page.metricName`, when the caller has it already; `value`: the
    /// record's `Page.metricValue`, likewise.
    func historyItem(_ m: PerformanceMetric, _ page: Page, name: String? = nil, value: String? = nil) -> MetricRecordItem {
        let (event, eventHref) = event(of: m, page)
        return MetricRecordItem(date: page.formatter.date(m.recordedDate), type: name ?? page.metricName(m.metricType),
                                value: value ?? page.metricValue(m.value, type: m.metricType),
                                unit: m.unit.flatMap { $0.isEmpty ? nil : $0 },
                                verified: m.verified, badge: page.verifiedLabel(m.verified), notes: m.notes,
                                event: event, eventHref: eventHref)
    }

    /// The record's event by name, linked to its row on the school's page when it has a school
    /// (events are listed only there); an id with no event row is shown as it is.
    func event(of m: PerformanceMetric, _ page: Page) -> (String?, String?) {
        guard let id = m.eventId, !id.isEmpty else { return (nil, nil) }
        guard let e = athlete.eventsByID[id] else { return (id, nil) }
        guard page.build.linksSchoolPages else { return (e.name, nil) }
        let href = athlete.schoolPath(e.schoolId).map { page.href($0) + "#" + SitePath.eventAnchor(e.id) }
        return (e.name, href)
    }
}
