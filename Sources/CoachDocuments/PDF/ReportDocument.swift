/// Everything a report PDF shows, as plain values: the report's header, its stat cards, its
/// breakdown charts (Widgets markup) and its metric summaries, already localised.
public struct ReportDocument: Sendable {
    /// A stat card: a label and its number, formatted.
    public typealias Stat = ResumeDocument.Fact

    /// A breakdown: its title and its chart.
    public typealias Chart = ResumeDocument.Chart

    /// A table with a header row; `numeric` columns are right-aligned.
    public struct Table: Sendable, Equatable {
        public var title: String
        public var columns: [String]
        public var rows: [[String]]
        public var numeric: Set<Int>
        public init(title: String, columns: [String], rows: [[String]], numeric: Set<Int> = []) {
            self.title = title
            self.columns = columns
            self.rows = rows
            self.numeric = numeric
        }
    }

    public var info: PDFInfo
    public var paper: PaperSize = .letter
    public var title: String
    /// "Last 30 days · 23 Oct 2026 – 22 Nov 2026".
    public var subtitle: String = ""
    public var athlete: String = ""
    /// Whose document this is, under the subtitle ("The family's own record: …").
    public var owner: String = ""
    /// The line at the top of every page after the first; `{page}` and `{pages}` are replaced
    /// ("Ana Díaz · Last 30 days · page {page} of {pages}"). Empty: none.
    public var runningHeader: String = ""
    public var stats: [Stat] = []
    public var charts: [Chart] = []
    public var tables: [Table] = []
    /// Shown instead of the stats and charts when the range has no data.
    public var emptyMessage: String?
    public var footer: String = ""

    public init(info: PDFInfo, title: String) {
        self.info = info
        self.title = title
    }
}
