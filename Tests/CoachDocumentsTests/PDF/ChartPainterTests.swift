import Foundation
import PDFTestSupport
import Testing
import Widgets
@testable import CoachDocuments

/// `ChartPainter`: a chart's geometry on the page, fitted and centred as an SVG viewBox is.
@Suite struct ChartPainterTests {
    /// A 72-dpi US Letter page with `drawing` painted into `rect`.
    static func page(_ drawing: ChartDrawing, in rect: PDFRect) throws -> (width: Int, height: Int, pixels: [UInt8]) {
        let writer = PageWriter(paper: .letter, info: PDFInfo(title: "t", author: "a", day: "2026-11-22"))
        try writer.chart(PrintChart(drawing), in: rect)
        return try PDFTool.gray(try writer.canvas.finish(), dpi: 72)
    }

    static func dark(_ page: (width: Int, height: Int, pixels: [UInt8]), x: Int, y: Int) -> Bool {
        page.pixels[y * page.width + x] < 128
    }

    /// A 100 × 50 viewBox in a 200 × 200 box is scaled by 2 and centred vertically (50 points
    /// down): the dot at (50, 25), 10 across, lands at (100, 100), 20 across.
    @Test func drawingIsScaledToFitAndCentred() throws {
        let drawing = ChartDrawing(width: 100, height: 50, shapes: [
            .dot(center: ChartPoint(x: 50, y: 25), diameter: 10, color: ColorToken("text")),
        ])
        let page = try Self.page(drawing, in: PDFRect(x: 0, y: 0, width: 200, height: 200))
        #expect(Self.dark(page, x: 100, y: 100))
        #expect(Self.dark(page, x: 92, y: 100) && Self.dark(page, x: 108, y: 100))
        #expect(!Self.dark(page, x: 113, y: 100) && !Self.dark(page, x: 100, y: 87))
    }

    /// A line is as wide as its viewBox width times the scale, with round caps past its ends.
    @Test func lineWidthAndRoundCapsScale() throws {
        let drawing = ChartDrawing(width: 100, height: 100, shapes: [
            .line(points: [ChartPoint(x: 20, y: 50), ChartPoint(x: 80, y: 50)], width: 10, color: ColorToken("text")),
        ])
        let page = try Self.page(drawing, in: PDFRect(x: 0, y: 0, width: 200, height: 200))
        #expect(Self.dark(page, x: 100, y: 91) && Self.dark(page, x: 100, y: 108))
        #expect(!Self.dark(page, x: 100, y: 88) && !Self.dark(page, x: 100, y: 112))
        #expect(Self.dark(page, x: 33, y: 100) && !Self.dark(page, x: 27, y: 100))
    }

    @Test func tokensTakeThePrintPaletteAndUnknownOnesTheTextColour() {
        let writer = PageWriter(paper: .letter, info: PDFInfo(title: "t", author: "a", day: "2026-11-22"))
        #expect(writer.charts.color(.primary) == PDFColor(hex: "#0066FF"))
        #expect(writer.charts.color(ColorToken("surface-alt")) == PDFColor(hex: "#F3F4F6"))
        #expect(writer.charts.color(ColorToken("no-such-token")) == PDFColor(hex: "#111827"))
    }

    /// Text runs are real text, on their baseline: start-anchored ones begin at x, end-anchored
    /// ones end at x.
    @Test func textIsRealTextPlacedByItsAnchor() throws {
        let drawing = ChartDrawing(width: 200, height: 200, shapes: [
            .text("Offers", at: ChartPoint(x: 20, y: 50), size: 12, anchor: .start, color: ColorToken("text")),
            .text("75%", at: ChartPoint(x: 180, y: 50), size: 12, anchor: .end, color: ColorToken("text")),
        ])
        let writer = PageWriter(paper: .letter, info: PDFInfo(title: "t", author: "a", day: "2026-11-22"))
        try writer.chart(PrintChart(drawing), in: PDFRect(x: 0, y: 0, width: 200, height: 200))
        let pdf = try writer.canvas.finish()
        let html = try PDFTool.run("pdftotext", ["-bbox"], pdf: pdf, stdout: true).text
        func box(_ word: String) -> [Double]? {
            guard let line = html.split(separator: "\n").first(where: { $0.hasSuffix(">\(word)</word>") }) else { return nil }
            return ["xMin", "yMax", "xMax"].map { key in
                let range = line.range(of: key + "=\"")!
                return (Double(line[range.upperBound...].prefix { $0 != "\"" })! * 10).rounded() / 10
            }
        }
        let offers = try #require(box("Offers")), share = try #require(box("75%"))
        #expect(abs(offers[0] - 20) < 0.5)
        #expect(abs(share[2] - 180) < 0.5)
        // pdftotext's box reaches below the baseline by the font's descent (DejaVu: 0.236 em).
        #expect(abs(offers[1] - (50 + 0.236 * 12)) < 0.5)
    }
}
