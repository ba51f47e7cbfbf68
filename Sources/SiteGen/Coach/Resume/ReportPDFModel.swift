import CoachDocuments
import SiteData
import Widgets

/// A report range as a `ReportDocument` (docs/coach-pdf.md, "Report PDF"): the page's own
/// datasets (`ReportPage.value`), so the PDF shows the numbers the page shows. Breakdowns are
/// drawn by the Widgets' horizontal bar chart, as on the page.
enum ReportPDFModel {
    static func document(_ report: ReportPage, page: Page) -> ReportDocument {
        let model = report.model
        let profile = report.athlete.data.profile
        let range = ReportsPages.label(report.variant.range, page) + " · " + page.formatter.dateRange(model.range)
        let info = PDFInfo(title: page.t(.reportsTitle) + " – " + profile.name + " – " + range, author: profile.name,
                           day: report.athlete.build.today.iso)
        var doc = ReportDocument(info: info, title: page.t(.reportsTitle))
        doc.paper = ResumeModel.paper(report.athlete.build.config)
        doc.athlete = profile.name
        doc.subtitle = range
        doc.owner = page.t(.reportsPdfOwner)
        doc.runningHeader = page.t(.reportsPdfPage, ["athlete": profile.name, "range": range, "page": "{page}", "pages": "{pages}"])
        doc.footer = page.t(.resumeUpdated, ["date": page.formatter.date(report.athlete.build.today)])
        if model.empty { doc.emptyMessage = page.t(.reportsNoData) }
        if case .statCards(let cards) = report.value(for: .reportSummary, in: page), !model.empty {
            doc.stats = cards.map { .init(label: $0.label, value: $0.value) }
        }
        guard !model.empty else { return doc }
        let breakdowns: [(ReportPage.Dataset, StringKey, String)] = [
            (.schoolsByStatus, .reportsSchoolsByStatus, "primary"), (.schoolsByDivision, .reportsSchoolsByDivision, "purple"),
            (.interactionsByType, .reportsInteractionsByType, "success"),
            (.interactionsBySentiment, .reportsInteractionsBySentiment, "primary"), (.metricsByType, .reportsMetricsByType, "amber"),
        ]
        for (i, (dataset, title, color)) in breakdowns.enumerated() {
            guard case .categoryCounts(let counts) = report.value(for: dataset, in: page), !counts.items.isEmpty else { continue }
            let total = counts.total
            let rows = zip(counts.items, counts.shares).prefix(8).map { item, share in
                HorizontalBarChart.Row(datum: ChartDatum(label: item.label, value: Double(item.count), valueLabel: page.formatter.integer(item.count)),
                                       percentLabel: share.map(page.formatter.percent),
                                       color: ColorToken(item.color ?? color))
            }
            let text = ChartText(title: page.t(title), summary: "", labelHeader: page.t(.chartCategory), valueHeader: page.t(.chartCount))
            let chart = HorizontalBarChart(id: "report-\(i + 1)", text: text, rows: Array(rows), total: Double(total))
            doc.charts.append(.init(title: page.t(title), chart: PrintChart(chart.drawing)))
        }
        if case .facts(let facts) = report.value(for: .coachSummary, in: page) {
            doc.tables.append(.init(title: page.t(.reportsCoachSummary), columns: ["", ""],
                                    rows: facts.map { [$0.label, $0.value ?? ""] }, numeric: [1]))
        }
        if case .records(let records) = report.value(for: .metricSummaries, in: page) {
            doc.tables.append(.init(title: page.t(.reportsMetricSummaries), columns: records.columns,
                                    rows: records.rows.map { $0.map(\.text) }, numeric: Set(records.numericColumns)))
        }
        return doc
    }
}

extension ReportsPages {
    /// Each range that `makesPDF` as PDF beside its CSV (docs/coach-pdf.md), made by the
    /// athlete's coach documents (`CoachFiles`): the range's name and its PDF, or why it could
    /// not be drawn.
    func pdfs() -> [(range: String, pdf: Result<[UInt8], any Error>)] {
        let all = variants
        return all.filter { Self.makesPDF($0.model) }.map { v in
            let path = SitePath.reports(athlete.slug, preset: v.folder(\.name))
            let reportPage = ReportPage(athlete: athlete, variant: v, variants: all, path: path)
            let pdfPage = athlete.page(SitePath.reportPDF(athlete.slug, preset: v.range.name), tab: .reports)
            return (v.range.name, Result { try ReportPDF.render(ReportPDFModel.document(reportPage, page: pdfPage)) })
        }
    }
}
