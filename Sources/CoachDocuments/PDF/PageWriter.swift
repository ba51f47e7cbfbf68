/// The drawing tools of one document: the canvas, the text setter and the chart painter,
/// with the small pieces the résumé and the report share (headings, fact grids, QR codes).
final class PageWriter {
    let canvas: PDFCanvas
    let text: TextSetter
    let charts: ChartPainter
    let margin = 40.0

    init(paper: PaperSize, info: PDFInfo, palette: [String: String] = PrintChart.palette) {
        canvas = PDFCanvas(paper: paper, info: info)
        text = TextSetter(context: canvas.context)
        charts = ChartPainter(context: canvas.context, text: text, palette: palette)
    }

    var left: Double { margin }
    var width: Double { canvas.paper.width - 2 * margin }
    var bottom: Double { canvas.paper.height - margin }

    static let headingGap = 12.0

    /// A section heading with a rule under it.
    var headingHeight: Double { Self.headingGap + text.height("Ag", .heading, width: width) + 5 }

    func heading(_ title: String, y: Double) -> Double {
        let top = y + Self.headingGap
        let h = text.draw(title, .heading, x: left, y: top, width: width)
        canvas.line(x1: left, y1: top + h + 2, x2: left + width, y2: top + h + 2, .rule)
        return top + h + 5
    }

    /// Facts in `columns` columns, label above value; returns the height. `lines`: how many
    /// lines a value may wrap to before it is cut (each row as tall as its tallest value).
    func factGridHeight(_ facts: [ResumeDocument.Fact], columns: Int, width: Double, lines: Int = 1) -> Double {
        factRowHeights(facts, columns: columns, width: width, lines: lines).reduce(0, +)
    }

    var factHeight: Double { text.height("Ag", .label, width: 100) + text.height("Ag", .strong, width: 100) + 4 }

    /// Each row's height: `factHeight`, or more for a value that wraps.
    func factRowHeights(_ facts: [ResumeDocument.Fact], columns: Int, width: Double, lines: Int) -> [Double] {
        guard !facts.isEmpty else { return [] }
        let rows = (facts.count + columns - 1) / columns
        guard lines > 1 else { return Array(repeating: factHeight, count: rows) }
        let cell = width / Double(columns)
        let one = text.height("Ag", .strong, width: 100)
        return (0..<rows).map { row in
            let values = facts[(row * columns)..<min(facts.count, (row + 1) * columns)]
            let tallest = values.map { text.height($0.value, .strong, width: cell - 6, maxLines: lines) }.max() ?? one
            return factHeight + max(0, tallest - one)
        }
    }

    func factGrid(_ facts: [ResumeDocument.Fact], columns: Int, x: Double, y: Double, width: Double, lines: Int = 1) {
        let cell = width / Double(columns)
        let heights = factRowHeights(facts, columns: columns, width: width, lines: lines)
        var cy = y
        for (i, fact) in facts.enumerated() {
            if i > 0, i % columns == 0 { cy += heights[i / columns - 1] }
            let cx = x + Double(i % columns) * cell
            let lh = text.draw(fact.label, .label, x: cx, y: cy, width: cell - 6)
            text.draw(fact.value, .strong, x: cx, y: cy + lh, width: cell - 6, maxLines: lines)
        }
    }

    /// Pixels per module of a QR code's image: 8, so a 37-module code is 296 pixels across, more
    /// than 300 dpi at the résumé's 62 points.
    static let qrPixelsPerModule = 8

    /// A QR code of `url`, `side` points square, with its quiet zone inside the square: one
    /// 1-bit image mask, not a path of rectangles (docs/decisions.md, "The résumé's QR codes as
    /// image masks").
    func qr(_ url: String, x: Double, y: Double, side: Double) {
        guard let matrix = QRMatrix(url) else { return }
        let module = side / Double(matrix.size + 4)
        let modules = Double(matrix.size) * module
        canvas.fill(grid: matrix.size, dark: matrix.dark, pixelsPerCell: Self.qrPixelsPerModule,
                    in: PDFRect(x: x + 2 * module, y: y + 2 * module, width: modules, height: modules), .black)
        canvas.link(PDFRect(x: x, y: y, width: side, height: side), uri: url)
    }

    func chart(_ chart: PrintChart, in rect: PDFRect) throws {
        charts.paint(chart.drawing, in: rect)
    }

    func photo(_ photo: ResumeDocument.Photo, in rect: PDFRect) throws {
        try PhotoPainter.draw(photo, context: canvas.context, in: rect)
    }
}
