import SiteData

/// How every page writes a headline mark (`BestMark`, docs/numbers.md "Headline marks"): its
/// value, date and status, its source with a link to its event, and a better self-reported
/// mark beside a verified one.
extension Page {
    func bestMarkItem(_ mark: BestMark) -> LatestMetricItem {
        let m = mark.best
        return LatestMetricItem(name: metricName(m.metricType), value: metricValue(m.value, type: m.metricType, unit: m.unit),
                                date: formatter.date(m.recordedDate), verified: m.verified, badge: verifiedLabel(m.verified),
                                source: markSource(mark), sourceHref: mark.event?.link?.url, note: selfReportedNote(mark))
    }

    /// "PBR verified · PBR Showcase", either part alone, or nil.
    func markSource(_ mark: BestMark) -> String? {
        switch (mark.source, mark.event?.name) {
        case let (s?, e?): t(.coachMarkSource, ["source": s, "event": e])
        case let (s?, nil): s
        case let (nil, e?): e
        case (nil, nil): nil
        }
    }

    /// "Self-reported 90.3 mph · May 1, 2026" for a better self-reported mark beside the headline.
    func selfReportedNote(_ mark: BestMark) -> String? {
        mark.selfReported.map { s in
            t(.coachSelfReportedAbove, ["value": metricValue(s.value, type: s.metricType, unit: s.unit),
                                         "date": formatter.date(s.recordedDate)])
        }
    }
}
