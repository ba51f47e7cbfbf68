import SiteData
import Testing
@testable import SiteGen

@Suite struct BuildSummaryTests {
    @Test func summaryLineSaysHowManyPhotosWereScaled() {
        var s = BuildSummary(athletes: 2, pages: 40, charts: 10, files: 60, output: "_site",
                             today: LocalDate(iso: "2026-11-22")!, warnings: [])
        #expect(s.line(seconds: 0.5) == "Built 2 athletes: 40 pages, 10 charts, 60 files in 0.5 s → _site")
        s.scaledPhotos = 1
        #expect(s.line(seconds: 0.5) == "Built 2 athletes: 40 pages, 10 charts, 60 files, 1 photo scaled to 1200 px in 0.5 s → _site")
        s.scaledPhotos = 3
        s.warnings = [.warning("x")]
        #expect(s.line(seconds: 0.5)
                == "Built 2 athletes: 40 pages, 10 charts, 60 files, 3 photos scaled to 1200 px, 1 warning in 0.5 s → _site")
    }

    @Test func everyCountOfOneIsSingular() {
        let s = BuildSummary(athletes: 1, pages: 1, charts: 1, files: 1, output: "_site",
                             today: LocalDate(iso: "2026-11-22")!, warnings: [])
        #expect(s.line(seconds: 0.5) == "Built 1 athlete: 1 page, 1 chart, 1 file in 0.5 s → _site")
    }

    static func missing(_ i: Int) -> Diagnostic {
        .warning("image \"p\(i).png\" not found beside the note; it is not shown", at: SourceLocation(file: "n.md", line: i, column: 1))
    }

    @Test func summaryLineCountsWarnings() {
        var s = BuildSummary(athletes: 3, pages: 265, charts: 178, files: 336, output: "_site",
                             today: LocalDate(iso: "2026-11-22")!, warnings: [Self.missing(1), Self.missing(2)])
        #expect(s.line(seconds: 0.234) == "Built 3 athletes: 265 pages, 178 charts, 336 files, 2 warnings in 0.23 s → _site")
        s.warnings = [Self.missing(1)]
        s.athletes = 1
        #expect(s.line(seconds: 0.234) == "Built 1 athlete: 265 pages, 178 charts, 336 files, 1 warning in 0.23 s → _site")
        s.warnings = []
        #expect(s.line(seconds: 0.234) == "Built 1 athlete: 265 pages, 178 charts, 336 files in 0.23 s → _site")
    }
}
