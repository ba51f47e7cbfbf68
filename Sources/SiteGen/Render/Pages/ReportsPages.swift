import SiteData

/// The reports pages (docs/numbers.md, "Reports"): one page per variant of the spec (its presets in
/// tab order, then the custom ranges of site.yml and `--from/--to` when `custom` is on), the
/// default preset at `reports/index.html`, the others at `reports/<preset>/index.html`, and
/// each variant's CSV at `reports/<preset>.csv`.
struct ReportsPages {
    let site: AthleteSite

    /// One rendered range.
    struct Variant {
        var preset: ReportPreset
        var model: ReportModel
        var isDefault: Bool
    }

    /// The variants the spec asks for, in tab order. Presets the spec lists but the models
    /// lack (none, normally) are skipped.
    var variants: [Variant] {
        let spec = site.render.specs[.reports]?.variants
        let presets = spec?.presets.map(\.rawValue) ?? ReportPreset.standard.map(\.name)
        let defaultName = spec?.defaultPreset.rawValue ?? ReportPreset.default.name
        let includeCustom = spec?.includeCustom ?? true
        var out: [Variant] = []
        for name in presets {
            guard let r = site.models.reports.first(where: { $0.preset.name == name && !$0.preset.isCustom }) else { continue }
            out.append(Variant(preset: r.preset, model: r.model, isDefault: name == defaultName))
        }
        if includeCustom {
            for r in site.models.reports where r.preset.isCustom {
                out.append(Variant(preset: r.preset, model: r.model, isDefault: false))
            }
        }
        return out
    }

    func render() -> [OutputFile] {
        let all = variants
        var files: [OutputFile] = []
        for v in all {
            let path = SitePath.reports(site.slug, preset: v.preset.name, isDefault: v.isDefault)
            let page = ReportPage(site: site, variant: v, variants: all, path: path)
            files.append(page.render())
            files.append(OutputFile(path: SitePath.reportCSV(site.slug, preset: v.preset.name), text: ReportsPages.csv(v.model)))
        }
        return files
    }

    /// The tab label of a preset: `range.<preset>`; a custom range shows its name in words
    /// (`summer-showcase` → "Summer showcase"), or its dates when it came from `--from/--to`
    /// (named `from-<from>-to-<to>`).
    static func label(_ preset: ReportPreset, _ page: PageContext) -> String {
        guard case .custom(let name, let range) = preset else { return page.t("range.\(preset.name)") }
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
    let site: AthleteSite
    let variant: ReportsPages.Variant
    let variants: [ReportsPages.Variant]
    let path: String

    var model: ReportModel { variant.model }

    func render() -> OutputFile {
        let page = site.page(path, tab: .reports)
        return site.renderSpecPage(.reports, path: path, tab: .reports, datasets: self,
                                   subtitleArguments: ["range": page.formatter.dateRange(model.range),
                                                       "preset": ReportsPages.label(variant.preset, page)],
                                   hasData: !model.empty)
    }

    func value(for dataset: PageDataset, in page: PageContext) -> DatasetValue {
        let f = page.formatter
        let slug = site.slug
        switch dataset {
        case .ranges:
            return .variants(variants.map { v in
                VariantTab(label: ReportsPages.label(v.preset, page),
                           href: page.href(SitePath.reports(slug, preset: v.preset.name, isDefault: v.isDefault)),
                           isCurrent: v.preset == variant.preset)
            })
        case .reportSummary:
            return .statCards([
                StatCardItem(label: page.t("reports.schools"), value: f.integer(model.schools.total),
                             href: page.href(SitePath.schools(slug)), gradient: "coaches", icon: "school"),
                StatCardItem(label: page.t("reports.coaches"), value: f.integer(model.coaches.total),
                             href: page.href(SitePath.coaches(slug)), gradient: "schools", icon: "coaches"),
                StatCardItem(label: page.t("reports.interactions"), value: f.integer(model.interactions.total),
                             gradient: "interactions", icon: "interactions"),
                StatCardItem(label: page.t("reports.metrics"), value: f.integer(model.metrics.total),
                             href: page.href(SitePath.performance(slug)), gradient: "offers", icon: "chart"),
                StatCardItem(label: page.t("reports.response_rate"), value: f.percent(model.coaches.avgResponseRate),
                             gradient: "a-tier", icon: "checkCircle"),
            ])
        case .schoolsByStatus:
            return .categoryCounts(ReportPage.mostFirst(model.schools.byStatus).map {
                CountItem(label: page.label("school_status", $0.key) ?? $0.key, count: $0.count)
            })
        case .schoolsByDivision:
            // Divisions read best in their own order (D1, D2, D3), as the model sorts them.
            return .categoryCounts(model.schools.byDivision.map { CountItem(label: $0.key, count: $0.count) })
        case .coachSummary:
            return .facts([
                FactItem(label: page.t("reports.coaches_total"), value: f.integer(model.coaches.total)),
                FactItem(label: page.t("reports.response_rate"), value: f.percent(model.coaches.avgResponseRate)),
                FactItem(label: page.t("reports.coaches_by_school"), value: f.integer(model.coaches.bySchool)),
            ])
        case .interactionsByType:
            return .categoryCounts(ReportPage.mostFirst(model.interactions.byType).map {
                CountItem(label: page.label("interaction", $0.key) ?? $0.key,
                          count: $0.count)
            })
        case .interactionsBySentiment:
            // Fixed order, as on the social page: very positive, positive, neutral, negative.
            let counts = Dictionary(model.interactions.bySentiment.map { ($0.key, $0.count) }, uniquingKeysWith: +)
            return .categoryCounts(Sentiment.allCases.compactMap { s in
                guard let n = counts[s.rawValue], n > 0 else { return nil }
                return CountItem(label: page.t("sentiment.\(s.rawValue)"), count: n, color: s.colorToken)
            })
        case .metricsByType:
            return .categoryCounts(ReportPage.mostFirst(model.metrics.byType).map { kc in
                CountItem(label: MetricType(rawValue: kc.key).map(page.metricName) ?? page.humanize(kc.key), count: kc.count)
            })
        case .metricSummaries:
            let units = Dictionary(site.models.performance.types.map { ($0.type, $0.unit) }, uniquingKeysWith: { a, _ in a })
            return .records(RecordsValue(
                columns: [page.t("performance.type"), page.t("performance.average"), page.t("performance.max"), page.t("performance.min")],
                numericColumns: [1, 2, 3],
                rows: model.metrics.summaries.map { s in
                    let unit = units[s.type] ?? nil
                    return [.init(page.metricName(s.type)),
                            .init(page.metricValue(s.roundedAverage, type: s.type, unit: unit)),
                            .init(page.metricValue(s.max, type: s.type, unit: unit)),
                            .init(page.metricValue(s.min, type: s.type, unit: unit))]
                }))
        case .reportCSV:
            return .download(DownloadItem(href: page.href(SitePath.reportCSV(slug, preset: variant.preset.name)),
                                          label: page.t("reports.download_csv")))
        default:
            return .records(RecordsValue(columns: [], numericColumns: [], rows: []))
        }
    }

    /// Counts most first, ties by key (code-point order).
    static func mostFirst(_ items: [KeyCount]) -> [KeyCount] {
        items.sorted { a, b in
            a.count != b.count ? a.count > b.count : a.key.unicodeScalars.lexicographicallyPrecedes(b.key.unicodeScalars)
        }
    }
}

extension Sentiment {
    /// The colour token of the sentiment (`sentiment-very-positive`).
    var colorToken: String { "sentiment-" + rawValue.replacingOccurrences(of: "_", with: "-") }
}
