import SiteData
import Widgets

/// The reports pages (docs/numbers.md, "Reports"): one page per variant of the spec (its presets in
/// tab order, then the custom ranges of site.yml and `--from/--to` when `custom` is on), the
/// default preset at `reports/index.html`, the others at `reports/<preset>/index.html`, and
/// each variant's CSV at `reports/<preset>.csv`.
struct ReportsPages {
    let athlete: AthleteContext

    /// One rendered range.
    typealias Variant = RangeVariant<ReportPreset, ReportModel>

    /// The variants the spec asks for, in tab order (every preset's model is computed for the
    /// data files; one missing would be computed here).
    var variants: [Variant] {
        let spec = athlete.build.specs[.reports]?.variants
        let presets = (spec?.presets ?? RangePreset.allCases).map(ReportPreset.preset)
        var out = Variant.select(presets, default: .preset(spec?.defaultPreset ?? .default)) { preset in
            athlete.models.reports.first { $0.preset == preset }?.model
                ?? Reports.compute(athlete.data, preset: preset, today: athlete.build.today)
        }
        if spec?.includeCustom ?? true {
            out += athlete.models.reports.filter { $0.preset.isCustom }.map { Variant(range: $0.preset, model: $0.model, isDefault: false) }
        }
        return out
    }

    /// Whether the athlete has nothing any report counts (no interaction, no metric): then the
    /// section is one page, the default range's, saying what to add, with no range tabs, no
    /// other range and no CSV (docs/decisions.md, "A section with no data is one page").
    static func isEmpty(_ data: AthleteData) -> Bool { data.interactions.isEmpty && data.metrics.isEmpty }

    /// The variants written: every one, or only the default when the section has no data.
    var written: [Variant] {
        let all = variants
        guard Self.isEmpty(athlete.data) else { return all }
        return Variant.defaultOnly(all)
    }

    func render() -> [OutputFile] {
        let all = written
        let empty = Self.isEmpty(athlete.data)
        var files: [OutputFile] = []
        // The ranges' names, made once for the tabs of every page (they do not depend on the
        // page's path; a custom range's name formats its dates).
        let page = athlete.page(SitePath.reports(athlete.slug), tab: .reports)
        let labels = all.map { ReportsPages.label($0.range, page) }
        for v in all {
            let path = SitePath.reports(athlete.slug, preset: v.folder(\.name))
            var report = ReportPage(athlete: athlete, variant: v, variants: all, path: path)
            report.labels = labels
            files.append(report.render())
            if empty { continue }
            let strings = athlete.build.strings
            files.append(OutputFile(path: SitePath.reportCSV(athlete.slug, preset: v.range.name),
                                    text: ReportsPages.csv(v.model, title: strings[.reportsTitle],
                                                           range: strings.formatter.dateRange(v.model.range))))
        }
        return files
    }

    /// Whether a range gets a PDF: only with data. A range with no interaction and no metric
    /// gets none (a page saying "no data" is nothing to send a coach), and its page no button.
    static func makesPDF(_ model: ReportModel) -> Bool { !model.empty }

    /// The tab label of a preset: `range.<preset>`; a custom range shows its name in words
    /// (`summer-showcase` → "Summer showcase"), or its dates when it came from `--from/--to`
    /// (named `from-<from>-to-<to>`).
    static func label(_ preset: ReportPreset, _ page: Page) -> String {
        guard case .custom(let name, let range) = preset else {
            if case .preset(let p) = preset { return page.t(p.label) }
            return preset.name
        }
        if name == "from-\(range.from.iso)-to-\(range.to.iso)" { return page.formatter.dateRange(range) }
        return page.humanize(name.replacingOccurrences(of: "-", with: " "))
    }
}

extension ReportPreset {
    var isCustom: Bool {
        if case .custom = self { return true }
        return false
    }
}

/// One reports page.
struct ReportPage: PageDatasets {
    let athlete: AthleteContext
    let variant: ReportsPages.Variant
    let variants: [ReportsPages.Variant]
    let path: String
    /// `ReportsPages.label` of each of `variants`, in their order, when made already.
    var labels: [String]? = nil

    var model: ReportModel { variant.model }

    /// The athlete has nothing any report counts: one page, no tabs, no CSV.
    var sectionIsEmpty: Bool { ReportsPages.isEmpty(athlete.data) }

    func shows(_ dataset: ReportsDataset) -> Bool {
        !sectionIsEmpty || (dataset != .ranges && dataset != .reportCSV && dataset != .reportIncludes)
    }

    func emptyState(in page: Page) -> EmptyText? {
        sectionIsEmpty ? EmptyText(text: page.t(.reportsNothingYet), hint: page.t(.reportsNothingYetHint)) : nil
    }

    /// Whether the page links its PDF: a range with data whose PDF the build made (site.yml's
    /// `reports: pdf: true`).
    var linksPDF: Bool {
        athlete.build.config.reportPDFs && ReportsPages.makesPDF(model)
            && athlete.linksCoachFile(SitePath.reportPDF(athlete.slug, preset: variant.range.name))
    }

    func render() -> OutputFile {
        let page = athlete.page(path, tab: .reports)
        return athlete.renderSpecPage(.reports, path: path, tab: .reports, datasets: self,
                                   subtitleArguments: ["range": page.formatter.dateRange(model.range),
                                                       "preset": label(variant, page),
                                                       "export": page.t(linksPDF ? .reportsExportCsvPdf : .reportsExportCsv)],
                                   hasData: !model.empty, lead: header(page),
                                   subtitle: sectionIsEmpty ? .reportsSubtitleRangeOnly : nil)
    }

    /// "Recruiting Report", the range's dates, and the CSV as a button: above the range tabs,
    /// whatever the spec's sections, because it names what the whole page shows.
    func header(_ page: Page) -> Node {
        .element("div", [.class("report-header")], [
            .element("div", [], [
                .element("h2", [.class("report-title")], [.text(page.t(.reportsTitle))]),
                .element("p", [.class("report-range")], [
                    .text(label(variant, page) + " · " + page.formatter.dateRange(model.range)),
                ]),
                // The terminal's "longer than 10 years" warning, on the page, in its language.
                Reports.isLong(model.range) ? .element("p", [.class("report-notice")], [.text(page.t(.reportsLongRange))]) : .empty,
            ]),
            .element("div", [.class("report-downloads")], [
                sectionIsEmpty ? .empty
                    : page.csvButton(href: page.href(SitePath.reportCSV(athlete.slug, preset: variant.range.name)), label: page.t(.reportsCsvButton)),
                // No button for a range with no data (no PDF is made) or a PDF the build could not
                // draw (a warning says which).
                !linksPDF ? .empty
                    : page.pdfButton(href: page.href(SitePath.reportPDF(athlete.slug, preset: variant.range.name)), label: page.t(.reportsPdfButton)),
            ]),
        ])
    }

    /// `ReportsPages.label` of `v`: from `labels` when made already.
    func label(_ v: ReportsPages.Variant, _ page: Page) -> String {
        guard let labels, let i = variants.firstIndex(where: { $0.range == v.range }) else { return ReportsPages.label(v.range, page) }
        return labels[i]
    }

    func value(for dataset: ReportPage.Dataset, in page: Page) -> DatasetValue {
        let f = page.formatter
        let slug = athlete.slug
        switch dataset {
        case .ranges:
            return variant.tabs(among: variants) { v in
                (label(v, page), page.href(SitePath.reports(slug, preset: v.folder(\.name))))
            }
        case .reportSummary:
            return .statCards([
                StatCardItem(label: page.t(.reportsSchools), value: f.integer(model.schools.total),
                             href: page.href(SitePath.schools(slug)), gradient: .blue, icon: .school),
                StatCardItem(label: page.t(.reportsCoaches), value: f.integer(model.coaches.total),
                             href: page.href(SitePath.coaches(slug)), gradient: .purple, icon: .coaches),
                StatCardItem(label: page.t(.reportsInteractions), value: f.integer(model.interactions.total),
                             gradient: .green, icon: .interactions),
                StatCardItem(label: page.t(.reportsMetrics), value: f.integer(model.metrics.total),
                             href: page.href(SitePath.performance(slug)), gradient: .orange, icon: .chart),
                StatCardItem(label: page.t(.reportsResponseRate), value: f.percent(model.coaches.avgResponseRate),
                             gradient: .indigo, icon: .checkCircle),
            ])
        case .schoolsByStatus:
            return .counts(model.schools.byStatus.sorted(by: KeyCount.mostFirst).map {
                CountItem(label: page.label("school_status", $0.key) ?? $0.key, count: $0.count)
            })
        case .schoolsByDivision:
            // Divisions read best in their own order (D1, D2, D3), as the model sorts them.
            return .counts(model.schools.byDivision.map { CountItem(label: $0.key, count: $0.count) })
        case .coachSummary:
            return .facts([
                FactItem(label: page.t(.reportsCoachesTotal), value: f.integer(model.coaches.total)),
                FactItem(label: page.t(.reportsResponseRate), value: f.percent(model.coaches.avgResponseRate)),
                FactItem(label: page.t(.reportsCoachesBySchool), value: f.integer(model.coaches.bySchool)),
            ])
        case .interactionsByType:
            return .counts(model.interactions.byType.sorted(by: KeyCount.mostFirst).map {
                CountItem(label: page.label("interaction", $0.key) ?? $0.key,
                          count: $0.count)
            })
        case .interactionsBySentiment:
            // Fixed order, as on the social page: very positive, positive, neutral, negative.
            let counts = Dictionary(model.interactions.bySentiment.map { ($0.key, $0.count) }, uniquingKeysWith: +)
            return .counts(Sentiment.allCases.compactMap { s in
                guard let n = counts[s.rawValue], n > 0 else { return nil }
                return CountItem(label: page.t(s.label), count: n, color: s.colorToken)
            })
        case .metricsByType:
            return .counts(model.metrics.byType.sorted(by: KeyCount.mostFirst).map { kc in
                CountItem(label: page.build.config.metricType(kc.key).map(page.metricName) ?? page.humanize(kc.key), count: kc.count)
            })
        case .metricSummaries:
            let units = Dictionary(athlete.models.performance.types.map { ($0.type, $0.unit) }, uniquingKeysWith: { a, _ in a })
            return .records(RecordsValue(
                columns: [page.t(.performanceType), page.t(.performanceAverage), page.t(.performanceMax), page.t(.performanceMin)],
                numericColumns: [1, 2, 3],
                // In the performance page's order (`MetricType.displayOrder`); the data file keeps key order.
                rows: model.metrics.summaries.sorted { MetricType.displayOrder($0.type, $1.type) }.map { s in
                    let unit = units[s.type] ?? nil
                    return [.init(page.metricName(s.type)),
                            .init(page.metricValue(s.average, type: s.type, unit: unit)),
                            .init(page.metricValue(s.max, type: s.type, unit: unit)),
                            .init(page.metricValue(s.min, type: s.type, unit: unit))]
                }))
        case .reportIncludes:
            return .facts([
                FactItem(label: page.t(.reportsSchools), value: page.t(.reportsIncludesSchools)),
                FactItem(label: page.t(.reportsCoaches), value: page.t(.reportsIncludesCoaches)),
                FactItem(label: page.t(.reportsInteractions), value: page.t(.reportsIncludesInteractions)),
                FactItem(label: page.t(.reportsMetrics), value: page.t(.reportsIncludesMetrics)),
                FactItem(label: page.t(.reportsIncludesCsvLabel), value: page.t(.reportsIncludesCsv)),
            ] + (linksPDF ? [FactItem(label: page.t(.reportsIncludesPdfLabel), value: page.t(.reportsIncludesPdf))] : []))
        case .reportCSV:
            return .download(DownloadItem(href: page.href(SitePath.reportCSV(slug, preset: variant.range.name)),
                                          label: page.t(.reportsDownloadCsv)))
        }
    }
}

extension Sentiment {
    /// The colour token of the sentiment (`sentiment-very-positive`): its raw value with
    /// dashes for underscores, spelled out (a Foundation replace cost more than the chart bar).
    var colorToken: String {
        switch self {
        case .veryPositive: "sentiment-very-positive"
        case .positive: "sentiment-positive"
        case .neutral: "sentiment-neutral"
        case .negative: "sentiment-negative"
        }
    }
}

extension ReportPage {
    typealias Dataset = ReportsDataset
}

extension ReportsPages: PageFiles {
    static let kind = PageKind.reports
    static func files(_ athlete: AthleteContext) -> OutputFiles {
        OutputFiles(ReportsPages(athlete: athlete).render())
    }
}
