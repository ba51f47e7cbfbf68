/// Everything the metrics sheet shows (docs/coach-pdf.md, "Metrics sheet"): for each metric
/// type of the coach edition, its best mark with where it comes from, the latest value, how
/// many records there are and the progression chart, already localised and formatted.
public struct MetricsSheetDocument: Sendable {
    /// One metric type.
    public struct Metric: Sendable, Equatable {
        public var name: String
        /// "90.3 mph".
        public var best: String
        /// "Nov 14, 2026 · PBR verified · Verified": when, who measured it, and its status.
        public var bestDetail: String
        public var verified: Bool
        /// "89.6 mph · Nov 20, 2026" (the newest record, even when it is the best).
        public var latest: String
        /// "24".
        public var records: String
        /// The progress in words with its chart, the two ends' values and dates; nil for a
        /// type with one record.
        public var chart: ResumeDocument.Chart?
        public init(name: String, best: String, bestDetail: String, verified: Bool, latest: String, records: String,
                    chart: ResumeDocument.Chart?) {
            self.name = name
            self.best = best
            self.bestDetail = bestDetail
            self.verified = verified
            self.latest = latest
            self.records = records
            self.chart = chart
        }
    }

    /// The column labels: "Best", "Latest", "Records".
    public struct Labels: Sendable, Equatable {
        public var best = "Best"
        public var latest = "Latest"
        public var records = "Records"
        public init() {}
    }

    public var info: PDFInfo
    public var paper: PaperSize = .letter
    public var name: String
    /// "Class of 2027 · Baseball · RHP, OF".
    public var headline: String = ""
    /// "Performance Metrics".
    public var title: String = ""
    /// "Every recorded metric, best first · as of Nov 22, 2026".
    public var subtitle: String = ""
    /// The line at the top of every page after the first; `{page}` and `{pages}` are replaced.
    public var runningHeader: String = ""
    public var labels = Labels()
    public var metrics: [Metric] = []
    public var footer: String = ""

    public init(info: PDFInfo, name: String) {
        self.info = info
        self.name = name
    }
}
