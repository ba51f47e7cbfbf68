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
    /// Athletes left out for their errors, by slug (`SiteBuilder+HeldBack`): the build fails
    /// (exit 1) after writing the others.
    public var heldBack: [HeldBackAthlete] = []
    /// What the command line's flags changed of site.yml (`SiteConfig.override`).
    public var overrides: [String] = []

    /// The held-back athletes' errors, sorted, for the problems printed before the summary.
    public var errors: [Diagnostic] { heldBack.flatMap(\.errors).sortedForDisplay() }

    /// After the summary line: `error: 1 athlete held back (fix it and build again; the others
    /// were built):`, then one line per athlete with its first error.
    public var heldBackLines: [String] {
        guard !heldBack.isEmpty else { return [] }
        return ["error: \(FailureReport.count(heldBack.count, "athlete")) held back (fix the errors above and build again; the others were built):"]
            + heldBack.map(\.summaryLine)
    }

    /// `Built 3 athletes (2 unchanged): 120 pages, 210 charts, 160 files, 1 photo scaled to
    /// 1200 px, 2 warnings in 0.42 s → _site`; the unchanged athletes, scaled photos and the
    /// warnings only when there are some.
    public func line(seconds: Double) -> String {
        let s = (seconds * 100).rounded() / 100
        var notes: [String] = []
        if unchanged > 0 { notes.append("\(unchanged) unchanged") }
        if !heldBack.isEmpty { notes.append("\(heldBack.count) held back") }
        let a = FailureReport.count(athletes, "athlete") + (notes.isEmpty ? "" : " (" + notes.joined(separator: ", ") + ")")
        let p = scaledPhotos == 0 ? "" : ", " + FailureReport.count(scaledPhotos, "photo") + " scaled to \(PreparedPhoto.maxSide) px"
        let w = warnings.isEmpty ? "" : ", " + FailureReport.count(warnings.count, "warning")
        let counts = [FailureReport.count(pages, "page"), FailureReport.count(charts, "chart"), FailureReport.count(files, "file")]
        let flags = overrides.isEmpty ? "" : "\nFlags over site.yml: " + overrides.joined(separator: "; ")
        return "Built \(a): \(counts.joined(separator: ", "))\(p)\(w) in \(s) s → \(output)" + flags
    }
}
