import SitePhotos
import SiteData

/// What a build did, for the summary line.
public struct BuildSummary: Sendable {
    public var athletes: Int
    public var pages: Int
    public var charts: Int
    public var files: Int
    public var output: String
    public var today: LocalDate
    /// Warnings of the whole build, sorted.
    public var warnings: [Diagnostic]
    /// Athletes whose inputs had not changed: taken from the previous site, not rendered.
    public var unchanged = 0
    /// Photos and note pictures scaled down to the size the pages show (`PreparedPhoto`).
    public var scaledPhotos = 0

    /// `Built 3 athletes (2 unchanged): 120 pages, 210 charts, 160 files, 1 photo scaled to
    /// 1200 px, 2 warnings in 0.42 s → _site`; the unchanged athletes, scaled photos and the
    /// warnings only when there are some.
    public func line(seconds: Double) -> String {
        let s = (seconds * 100).rounded() / 100
        let a = FailureReport.count(athletes, "athlete") + (unchanged > 0 ? " (\(unchanged) unchanged)" : "")
        let p = scaledPhotos == 0 ? "" : ", " + FailureReport.count(scaledPhotos, "photo") + " scaled to \(PreparedPhoto.maxSide) px"
        let w = warnings.isEmpty ? "" : ", " + FailureReport.count(warnings.count, "warning")
        let counts = [FailureReport.count(pages, "page"), FailureReport.count(charts, "chart"), FailureReport.count(files, "file")]
        return "Built \(a): \(counts.joined(separator: ", "))\(p)\(w) in \(s) s → \(output)"
    }
}
