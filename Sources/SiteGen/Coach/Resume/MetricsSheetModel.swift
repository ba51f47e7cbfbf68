import CoachDocuments
import SiteData

/// The metrics sheet's content (`MetricsSheetDocument`, docs/coach-pdf.md "Metrics sheet") from
/// the coach edition of one athlete, by the résumé's rules: the same best marks (`BestMark`, in
/// the résumé's order of types), the same sources and statuses, the same progression charts
/// (`ResumeModel.progress`), but every type, not only the three with most values.
enum MetricsSheetModel {
    /// `edition`: the coach edition (never the athlete's whole data). nil when it has no metric:
    /// a sheet with nothing on it is not made, and nothing links it.
    static func document(edition: AthleteData, slug: String, build: BuildContext) -> MetricsSheetDocument? {
        guard !edition.metrics.isEmpty else { return nil }
        let page = Page(build: build, address: PageAddress(path: SitePath.metricsSheet(slug), athlete: nil, tab: .performance))
        let f = page.formatter
        let p = edition.profile
        let info = PDFInfo(title: page.t(.metricsSheetDocumentTitle, ["name": p.name]), author: p.name, day: build.today.iso)
        var doc = MetricsSheetDocument(info: info, name: p.name)
        doc.paper = ResumeModel.paper(build.config)
        doc.headline = [p.graduationDate.map { page.t(.profileClassOf, ["year": String($0.year)]) },
                        p.sport, p.positions.isEmpty ? nil : p.positions.joined(separator: ", ")]
            .compactMap { $0 }.joined(separator: " · ")
        doc.title = page.t(.metricsSheetTitle)
        doc.subtitle = page.t(.metricsSheetSubtitle, ["date": f.date(build.today)])
        doc.runningHeader = page.t(.metricsSheetPage, ["athlete": p.name, "page": "{page}", "pages": "{pages}"])
        doc.labels.best = page.t(.resumeColumnBest)
        doc.labels.latest = page.t(.resumeColumnLatest)
        doc.labels.records = page.t(.metricsSheetRecords)
        var byType: [MetricType: [PerformanceMetric]] = [:]
        for m in edition.metrics { byType[m.metricType, default: []].append(m) }
        doc.metrics = BestMark.marks(of: edition).enumerated().map { i, mark in
            let m = mark.best
            let values = byType[m.metricType]!
            // The latest value always shows here (the résumé shows it only when it differs).
            let latest = values.min(by: PerformanceMetric.newestFirst)!
            let detail = [f.date(m.recordedDate), ExternalLink.trim(page.markSource(mark) ?? ""), page.verifiedLabel(m.verified),
                          page.selfReportedNote(mark) ?? ""]
                .filter { !$0.isEmpty }.joined(separator: " · ")
            return MetricsSheetDocument.Metric(
                name: page.metricName(m.metricType), best: page.metricValue(m.value, type: m.metricType, unit: m.unit),
                bestDetail: detail, verified: m.verified,
                latest: page.t(.resumeValueOn, ["value": page.metricValue(latest.value, type: latest.metricType, unit: latest.unit),
                                                "date": f.date(latest.recordedDate)]),
                records: f.integer(values.count),
                chart: values.count >= 2 ? ResumeModel.progress(values, id: "metrics-\(i + 1)", page: page) : nil)
        }
        doc.footer = page.t(.resumeUpdated, ["date": f.date(build.today)])
        return doc
    }
}
