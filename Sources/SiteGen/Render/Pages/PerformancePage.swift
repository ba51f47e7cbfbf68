import SiteData

/// `<athlete>/performance/index.html` and `performance/metrics.csv` (docs/numbers.md, "Performance").
struct PerformancePage: PageDatasets {
    let athlete: AthleteContext
    /// The metrics sheet the header's button downloads (docs/coach-pdf.md, "Metrics sheet"):
    /// the site's copy when the build made it; the packet sets its own; nil: no button.
    var sheetPath: String?

    init(athlete: AthleteContext) {
        self.athlete = athlete
        let sheet = SitePath.metricsSheet(athlete.slug)
        sheetPath = athlete.linksCoachFile(sheet) ? sheet : nil
    }

    var model: PerformanceModel { athlete.models.performance }

    /// The types as the page shows them: in the sport's order (`MetricType.displayOrder`), the
    /// order of the résumé, the metrics sheet and the reports' Metric Averages; the data file
    /// keeps the key order.
    var shownTypes: [PerformanceModel.TypeSummary] {
        model.types.sorted { MetricType.displayOrder($0.type, $1.type) }
    }

    /// Most points a trend chart draws (the latest ones), and most bars of a metric's mini chart.
    static let maxChartPoints = 365
    static let maxMiniBars = PerformanceModel.recentLimit

    func render() -> OutputFiles {
        let path = SitePath.performance(athlete.slug)
        return [
            athlete.renderSpecPage(.performance, path: path, tab: .performance, datasets: self, hasData: model.total > 0,
                                lead: model.total > 0 ? header(athlete.page(path, tab: .performance)) : .empty),
            // The model's history reversed: oldest first, ties by id ascending, with no sorted copy.
            OutputFile(path: SitePath.metricsCSV(athlete.slug), bytes: PerformancePage.csv(oldestFirst: model.history.reversed())),
        ] + timelinePages()
    }

    func value(for dataset: PerformancePage.Dataset, in page: Page) -> DatasetValue {
        let f = page.formatter
        switch dataset {
        case .latestMetrics:
            return .latestMetrics(shownTypes.map { t in
                let m = t.latest
                return LatestMetricItem(name: page.metricName(t.type), value: page.metricValue(m.value, type: t.type, unit: m.unit),
                                        date: f.date(m.recordedDate), verified: m.verified, badge: page.verifiedLabel(m.verified))
            })
        case .performanceTrends:
            var values = MetricValueMemo()
            return .metricSeries(shownTypes.map { t in
                // The latest points only: a chart of a million points is unreadable and huge.
                let shown = t.series.suffix(Self.maxChartPoints)
                let note = shown.count < t.series.count
                    ? page.t(.performanceLatestPoints, ["shown": f.integer(shown.count), "n": f.integer(t.series.count)]) : nil
                return MetricSeriesItem(id: t.type.rawValue, name: page.metricName(t.type),
                                        points: shown.map { p in
                                            (date: p.date, value: p.value, label: f.date(p.date),
                                             valueLabel: values.value(p.value, type: t.type, unit: t.unit, page))
                                        },
                                        unit: t.unit, note: note)
            })
        case .metricTrends:
            return .metricTypes(shownTypes.map { t in
                let chronological = t.recent.prefix(Self.maxMiniBars).reversed()
                return MetricTypeItem(
                    name: page.metricName(t.type),
                    count: f.integer(t.count),
                    min: page.metricValue(t.min, type: t.type, unit: t.unit),
                    max: page.metricValue(t.max, type: t.type, unit: t.unit),
                    average: page.metricValue(t.average, type: t.type, unit: t.unit),
                    unit: t.unit,
                    trend: t.trend,
                    trendLabel: t.trend.map { trendLabel($0, type: t.type, page) },
                    trendSpoken: t.trend.map { page.t(.performanceTrendLabel, ["metric": page.metricName(t.type),
                                                                              "trend": trendLabel($0, type: t.type, page).lowercased()]) },
                    lowerIsBetter: t.lowerIsBetter,
                    values: chronological.map(\.value),
                    valueLabels: chronological.map { page.metricValue($0.value, type: t.type, unit: $0.unit) },
                    dateLabels: chronological.map { f.shortDate($0.recordedDate) },
                    id: t.type.rawValue)
            })
        case .metricHistory:
            // Over the limit, only the records the page shows (not a million); "Show all" opens the timeline.
            let shown = historyOverflows ? model.history.prefix(historyLimit ?? 0) : model.history[...]
            return .metricHistory(shown.map { historyItem($0, page) })
        case .metricsCSV:
            return .download(DownloadItem(href: page.href(SitePath.metricsCSV(athlete.slug)), label: page.t(.performanceDownloadCsv)))
        }
    }

    func fullList(for dataset: PerformancePage.Dataset, in page: Page) -> FullList? {
        guard dataset == .metricHistory, historyOverflows else { return nil }
        return FullList(href: page.href(ListPages.path(timelineFolder, pageNumber: 1)), count: model.history.count)
    }

    /// "Improving", or "Improving (lower is better)" for times and ERA.
    func trendLabel(_ trend: PerformanceModel.Trend, type: MetricType, _ page: Page) -> String {
        let word = page.t(trend.label)
        return type.isLowerBetter ? page.t(.performanceTrendLowerIsBetter, ["trend": word]) : word
    }
}

extension PerformancePage {
    typealias Dataset = PerformanceDataset
}

extension PerformancePage: PageFiles {
    static let kind = PageKind.performance
    static func files(_ athlete: AthleteContext) -> OutputFiles {
        PerformancePage(athlete: athlete).render()
    }
}
