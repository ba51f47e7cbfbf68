import CoachDocuments
import Foundation
import PDFTestSupport
import Testing
import Widgets

@Suite struct ReportPDFTests {
    static func bars(_ id: String, _ n: Int) -> PrintChart {
        let rows = (0..<n).map { i in
            HorizontalBarChart.Row(datum: ChartDatum(label: "Row \(i + 1)", value: Double(n - i), valueLabel: "\(n - i)"))
        }
        let chart = HorizontalBarChart(id: id, text: ChartText(title: id, summary: "", labelHeader: "", valueHeader: ""), rows: rows)
        return PrintChart(chart.drawing)
    }

    static func report(charts: Int, rows: Int) -> ReportDocument {
        var doc = ReportDocument(info: PDFInfo(title: "Recruiting Report – Łucja", author: "Łucja", day: "2026-11-22"),
                                 title: "Recruiting Report")
        doc.athlete = "Łucja Żółkiewska"
        doc.subtitle = "Last 30 days · Oct 24, 2026 – Nov 22, 2026"
        doc.owner = "The family's own record."
        doc.runningHeader = "Łucja Żółkiewska · Last 30 days · page {page} of {pages}"
        doc.stats = [.init(label: "Schools", value: "24"), .init(label: "Coaches", value: "48"),
                     .init(label: "Interactions", value: "420"), .init(label: "Response Rate", value: "60.4%")]
        doc.charts = (0..<charts).map { .init(title: "Breakdown \($0 + 1)", chart: bars("b\($0)", 6)) }
        doc.tables = [.init(title: "Metric Averages", columns: ["Type", "Average", "Max", "Min"],
                            rows: (0..<rows).map { ["Metric \($0 + 1)", "8\($0 % 10).5 mph", "90 mph", "70 mph"] }, numeric: [1, 2, 3])]
        doc.footer = "Updated Nov 22, 2026"
        return doc
    }

    @Test func headerStatsChartsAndSummariesAsText() throws {
        let pdf = try ReportPDF.render(Self.report(charts: 4, rows: 5))
        #expect(try PDFTool.pages(pdf) == 1)
        let text = try PDFTool.text(pdf)
        for word in ["Łucja Żółkiewska", "Recruiting Report", "Last 30 days · Oct 24, 2026 – Nov 22, 2026", "420", "60.4%",
                     "Breakdown 4", "Metric Averages", "Metric 5", "80.5 mph", "Row 6"] {
            #expect(text.contains(word), "missing \(word)")
        }
        #expect(try PDFTool.run("qpdf", ["--check"], pdf: pdf).status == 0)
        #expect(try PDFTool.fonts(pdf).allSatisfy { $0.embedded && $0.subset })
        #expect(try PDFTool.info(pdf)["Title"] == "Recruiting Report – Łucja")
    }

    /// However much there is, at most two pages; the header and the stat cards stay.
    @Test func neverMoreThanTwoPages() throws {
        let pdf = try ReportPDF.render(Self.report(charts: 12, rows: 200))
        #expect(try PDFTool.pages(pdf) == 2)
        let text = try PDFTool.text(pdf)
        #expect(text.contains("Recruiting Report") && text.contains("60.4%") && text.contains("Breakdown 1"))
        #expect(!text.contains("Metric 200"))
        #expect(try PDFTool.run("qpdf", ["--check"], pdf: pdf).status == 0)
        // Page 2 says whose it is, which range, and where it stands; page 1 needs no such line.
        let pages = text.split(separator: "\u{0C}", omittingEmptySubsequences: false).map(String.init)
        #expect(pages[1].split(separator: "\n").first == "Łucja Żółkiewska · Last 30 days · page 2 of 2")
        #expect(!pages[0].contains("page 1 of"))
    }

    /// A rich range as the sample's all time (five breakdowns, the coach summary, six metric
    /// averages) is one page: each pair of charts is as tall as its taller chart, and the coach
    /// summary sits beside the odd fifth chart. "Fastball Velocity" is whole in the text.
    @Test func aRichRangeFitsOnePage() throws {
        var doc = Self.report(charts: 4, rows: 6)
        doc.stats.append(.init(label: "Metrics", value: "140"))
        let metrics = ["Exit Velocity", "Fastball Velocity", "Batting Average", "ERA", "60-Yard Dash", "Strikeouts"]
        let rows = metrics.enumerated().map { i, label in
            HorizontalBarChart.Row(datum: ChartDatum(label: label, value: Double(24 - i), valueLabel: "\(24 - i)"), percentLabel: "17%")
        }
        let chart = HorizontalBarChart(id: "m", text: ChartText(title: "Metrics by Type", summary: "", labelHeader: "", valueHeader: ""),
                                       rows: rows, total: 140)
        doc.charts.append(.init(title: "Metrics by Type", chart: PrintChart(chart.drawing)))
        doc.tables.insert(.init(title: "Coaches", columns: ["", ""],
                                rows: [["Total coaches", "48"], ["Response Rate", "60.4%"], ["Schools with coaches", "24"]],
                                numeric: [1]), at: 0)
        let pdf = try ReportPDF.render(doc)
        #expect(try PDFTool.pages(pdf) == 1)
        let text = try PDFTool.text(pdf)
        for word in ["Fastball Velocity", "60-Yard Dash", "Schools with coaches", "Metric 6", "Breakdown 4"] {
            #expect(text.contains(word), "missing \(word)")
        }
        #expect(!text.contains("Fastball Veloc…"))
        #expect(!text.contains("page 1 of"))
    }

    @Test func emptyRangeSaysSo() throws {
        var doc = Self.report(charts: 0, rows: 0)
        doc.stats = []
        doc.emptyMessage = "No data found for selected date range"
        let pdf = try ReportPDF.render(doc)
        #expect(try PDFTool.pages(pdf) == 1)
        let lines = try PDFTool.text(pdf).split(separator: "\n").map(String.init).filter { $0 != "\u{0C}" }
        #expect(lines == ["Łucja Żółkiewska", "Recruiting Report", "Last 30 days · Oct 24, 2026 – Nov 22, 2026",
                          "The family's own record.", "No data found for selected date range", "Updated Nov 22, 2026"])
    }

    @Test func sameInputSameBytes() throws {
        #expect(try ReportPDF.render(Self.report(charts: 4, rows: 30)) == ReportPDF.render(Self.report(charts: 4, rows: 30)))
    }
}
