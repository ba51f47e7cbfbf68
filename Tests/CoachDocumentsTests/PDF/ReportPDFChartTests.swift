import CoachDocuments
import Foundation
import PDFTestSupport
import Testing

@Suite struct ReportPDFChartTests {
    /// Every bar chart starts at its column's left edge, whatever its number of rows: the row
    /// labels line up from one chart to the next (a chart with more rows used to be narrower and
    /// centred, its labels further right).
    @Test func barLabelsLineUpWhateverTheRows() throws {
        var doc = ReportPDFTests.report(charts: 0, rows: 0)
        doc.charts = [2, 2, 8, 8].enumerated().map { i, n in
            .init(title: "Breakdown \(i + 1)", chart: ReportPDFTests.bars("b\(i)", n))
        }
        let pdf = try ReportPDF.render(doc)
        let html = try PDFTool.run("pdftotext", ["-bbox"], pdf: pdf, stdout: true).text
        var starts: Set<Double> = []
        for line in html.split(separator: "\n") where line.hasSuffix(">Row</word>") {
            guard let range = line.range(of: "xMin=\"") else { continue }
            // To the hundredth of a point: cairo's matrices leave a millionth here and there.
            starts.insert((Double(line[range.upperBound...].prefix { $0 != "\"" })! * 100).rounded() / 100)
        }
        // The margin (40), and the margin + a column (257) + the gap (18), on US Letter.
        #expect(starts.sorted() == [40, 315])
    }
}
