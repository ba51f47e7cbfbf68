import SiteData

/// `<athlete>/performance/index.html` and `performance/metrics.csv` (pages.md "Performance").
struct PerformancePage: PageDatasets {
    let site: AthleteSite

    var model: PerformanceModel { site.models.performance }

    func render() -> [OutputFile] {
        let path = SitePath.performance(site.slug)
        return [
            site.renderSpecPage(.performance, path: path, tab: .performance, datasets: self, hasData: model.total > 0),
            OutputFile(path: SitePath.metricsCSV(site.slug), text: PerformancePage.csv(site.data.metrics)),
        ]
    }

    func value(for dataset: PageDataset, in page: PageContext) -> DatasetValue {
        let f = page.formatter
        switch dataset {
        case .latestMetrics:
            return .latestMetrics(model.types.map { t in
                let m = t.latest
                return LatestMetricItem(name: page.metricName(t.type), value: page.metricValue(m.value, type: t.type, unit: m.unit),
                                        date: f.date(m.recordedDate), verified: m.verified, badge: page.verifiedLabel(m.verified))
            })
        case .performanceTrends:
            return .metricSeries(model.types.map { t in
                MetricSeriesItem(id: t.type.rawValue, name: page.metricName(t.type),
                                 points: t.series.map { p in
                                     (date: p.date, value: p.value, label: f.date(p.date),
                                      valueLabel: page.metricValue(p.value, type: t.type, unit: t.unit))
                                 },
                                 unit: t.unit)
            })
        case .metricTrends:
            return .metricTypes(model.types.map { t in
                let chronological = t.history.reversed()
                return MetricTypeItem(
                    name: page.metricName(t.type),
                    count: f.integer(t.count),
                    min: page.metricValue(t.min, type: t.type, unit: t.unit),
                    max: page.metricValue(t.max, type: t.type, unit: t.unit),
                    average: page.metricValue(t.roundedAverage, type: t.type, unit: t.unit),
                    unit: t.unit,
                    trend: t.trend,
                    trendLabel: t.trend.map { trendLabel($0, type: t.type, page) },
                    lowerIsBetter: t.lowerIsBetter,
                    values: chronological.map(\.value),
                    valueLabels: chronological.map { page.metricValue($0.value, type: t.type, unit: $0.unit) },
                    dateLabels: chronological.map { f.shortDate($0.recordedDate) })
            })
        case .metricHistory:
            return .metricHistory(model.history.map { m in
                MetricRecordItem(date: f.date(m.recordedDate), type: page.metricName(m.metricType),
                                 value: page.metricValue(m.value, type: m.metricType),
                                 unit: m.unit.flatMap { $0.isEmpty ? nil : $0 },
                                 verified: m.verified, badge: page.verifiedLabel(m.verified), notes: m.notes)
            })
        case .metricsCSV:
            return .download(DownloadItem(href: page.href(SitePath.metricsCSV(site.slug)), label: page.t("performance.download_csv")))
        default:
            return .records(RecordsValue(columns: [], numericColumns: [], rows: []))
        }
    }

    /// "Improving", or "Improving (lower is better)" for times and ERA.
    func trendLabel(_ trend: PerformanceModel.Trend, type: MetricType, _ page: PageContext) -> String {
        let word = page.t("trend.\(trend.rawValue)")
        return type.isLowerBetter ? page.t("performance.trend_lower_is_better", ["trend": word]) : word
    }
}
