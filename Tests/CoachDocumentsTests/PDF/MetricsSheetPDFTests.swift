import CoachDocuments
import PDFTestSupport
import Testing
import Widgets

@Suite struct MetricsSheetPDFTests {
    static func sheet(types: Int) -> MetricsSheetDocument {
        var doc = MetricsSheetDocument(info: PDFInfo(title: "Łucja – metrics", author: "Łucja", day: "2026-11-22"),
                                       name: "Łucja Żółkiewska")
        doc.headline = "Class of 2027 · Softball · C"
        doc.title = "Performance Metrics"
        doc.subtitle = "as of Nov 22, 2026"
        doc.runningHeader = "Łucja Żółkiewska · Performance Metrics · page {page} of {pages}"
        doc.footer = "Updated Nov 22, 2026"
        doc.metrics = (0..<types).map { i in
            let spark = Sparkline(id: "s\(i)", text: ChartText(title: "", summary: "", labelHeader: "", valueHeader: ""),
                                  values: (0..<5).map { ChartDatum(label: "d\($0)", value: Double($0 * i), valueLabel: "\($0)") })
            return .init(name: "Metric \(i + 1)", best: "\(90 + i).3 mph", bestDetail: "Sep 30, 2026 · Trackman · Verified",
                         verified: i % 2 == 0, latest: "89.6 mph · Nov 16, 2026", records: "\(i + 2)",
                         chart: i == 0 ? nil : .init(title: "Metric \(i + 1)", chart: PrintChart(spark.drawing),
                                                     summary: "81.1 → 9\(i).3 mph since Nov 2023",
                                                     start: "81.1 mph · Nov 2023", end: "9\(i).3 mph · Sep 2026"))
        }
        return doc
    }

    @Test func everyTypeOnOnePage() throws {
        let pdf = try MetricsSheetPDF.render(Self.sheet(types: 8))
        #expect(try PDFTool.pages(pdf) == 1)
        let lines = try PDFTool.text(pdf).split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.hasPrefix("Metric ") } == (1...8).map { "Metric \($0)" })
        for line in ["Łucja Żółkiewska", "Performance Metrics", "97.3 mph", "Sep 30, 2026 · Trackman · Verified",
                     "81.1 → 97.3 mph since Nov 2023", "Updated Nov 22, 2026"] {
            #expect(lines.contains(line), "missing \(line)")
        }
        #expect(!lines.contains { $0.contains("page 1 of") })
        #expect(try PDFTool.run("qpdf", ["--check"], pdf: pdf).status == 0)
        #expect(try PDFTool.fonts(pdf).allSatisfy { $0.embedded && $0.subset })
        #expect(try PDFTool.info(pdf)["Title"] == "Łucja – metrics")
    }

    /// Nothing is cut: more bands than a page holds go on, and page 2 says whose and where.
    @Test func moreTypesGoOnWithTheRunningHeader() throws {
        let pdf = try MetricsSheetPDF.render(Self.sheet(types: 14))
        #expect(try PDFTool.pages(pdf) == 2)
        let text = try PDFTool.text(pdf)
        let pages = text.split(separator: "\u{0C}", omittingEmptySubsequences: false).map(String.init)
        #expect(pages[1].split(separator: "\n").first == "Łucja Żółkiewska · Performance Metrics · page 2 of 2")
        #expect(text.contains("Metric 14"))
    }

    @Test func sameInputSameBytes() throws {
        #expect(try MetricsSheetPDF.render(Self.sheet(types: 6)) == MetricsSheetPDF.render(Self.sheet(types: 6)))
    }
}
