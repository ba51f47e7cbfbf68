/// The one-page recruiting résumé as PDF bytes (docs/coach-pdf.md).
///
/// ```swift
/// var resume = ResumeDocument(info: PDFInfo(title: "Ethan Carter – résumé", author: "Ethan Carter",
///                                           day: "2026-11-22"), name: "Ethan Carter")
/// resume.player = [.init(label: "Height", value: "6′1″")]
/// let bytes = try ResumePDF.render(resume)
/// ```
/// Always exactly one page. The layout gives way before anything is left out: phone numbers,
/// emails and web addresses are never cut (they wrap, or take a line of their own); facts such
/// as "Honors" wrap to four lines. When the sections do not fit, first the trend charts shrink
/// (down to `minChartHeight`), then wrapped facts go back to two lines and one; only then are
/// the least needed rows left out (events after the first three, then the trend charts, then
/// the other events, then academics, then later references, then later metrics; the player,
/// links and contact stay), and `Fit` names them for a warning; facts get their lines back
/// when the rows left out make room. Room left over goes to the trend charts, which grow up to twice their height.
public enum ResumePDF {
    /// The résumé's sections, for saying what did not fit.
    public enum Section: String, Sendable, CaseIterable {
        case academics, athletics, trends, references, events
    }

    /// What had to be left out to keep one page: sections whole, or some of their rows.
    public struct Fit: Sendable, Equatable {
        public struct Part: Sendable, Equatable {
            public var section: Section
            /// Rows left out, and rows in all (1 of 1 for a section of one block).
            public var leftOut: Int
            public var total: Int
            public init(section: Section, leftOut: Int, total: Int) {
                self.section = section
                self.leftOut = leftOut
                self.total = total
            }
        }
        /// In page order; empty when everything is on the page.
        public var leftOut: [Part] = []
        /// The trend charts' height as drawn (0: no chart), for the tests.
        var chartHeight = 0.0
        public init(leftOut: [Part] = []) { self.leftOut = leftOut }
    }

    /// How much room the sections take.
    struct Shape {
        var chartHeight = ResumePDF.chartHeight
        /// Lines a fact's value may wrap to.
        var lines = 4
    }

    public static func render(_ doc: ResumeDocument) throws -> [UInt8] {
        try layout(doc).bytes
    }

    /// The PDF and what it left out (`Fit`).
    public static func layout(_ doc: ResumeDocument) throws -> (bytes: [UInt8], fit: Fit) {
        let page = PageWriter(paper: doc.paper, info: doc.info)
        let footerHeight = doc.footer.isEmpty ? 0 : page.text.height(doc.footer, .small, width: page.width) + 6
        let available = page.bottom - page.margin - footerHeight
        func blocks(_ shape: Shape) -> [PageBlock] {
            [header(doc, page, lines: shape.lines)] + academics(doc, page, lines: shape.lines) + metrics(doc, page)
                + charts(doc, page, chartHeight: shape.chartHeight)
                + references(doc, page) + events(doc, page, lines: shape.lines) + links(doc, page) + contact(doc, page)
        }
        func total(_ blocks: [PageBlock]) -> Double { blocks.reduce(0) { $0 + $1.height } }
        var shape = Shape()
        var all = blocks(shape)
        // Give way: the charts shrink, then wrapped facts take fewer lines.
        if total(all) > available, all.contains(where: { $0.rank == chartRank }) {
            shape.chartHeight = max(minChartHeight, chartHeight - (total(all) - available))
            all = blocks(shape)
        }
        for lines in [2, 1] where total(all) > available {
            shape.lines = lines
            all = blocks(shape)
        }
        var kept = PageBlock.keptIndices(all, available: available)
        // Rows left out free room: wrapped facts get their lines back when the kept rows allow.
        for lines in [4, 2] where kept.count < all.count && lines > shape.lines {
            var wider = shape
            wider.lines = lines
            let blocks = blocks(wider)
            if kept.reduce(0, { $0 + blocks[$1].height }) <= available {
                shape = wider
                all = blocks
                break
            }
        }
        let spare = available - kept.reduce(0) { $0 + all[$1].height }
        // What is left over goes to the charts (up to twice their height); the same rows stay.
        if spare > 4, kept.contains(where: { all[$0].rank == chartRank }) {
            shape.chartHeight = min(2 * chartHeight, shape.chartHeight + spare - 4)
            all = blocks(shape)
            kept = PageBlock.keptIndices(all, available: available)
        }
        var y = page.margin
        for block in kept.map({ all[$0] }) {
            try block.draw(y)
            y += block.height
        }
        if !doc.footer.isEmpty {
            page.text.draw(doc.footer, .small, x: page.left, y: page.bottom - footerHeight + 6, width: page.width)
        }
        var fit = fit(all: all, kept: kept)
        fit.chartHeight = kept.contains(where: { all[$0].rank == chartRank }) ? shape.chartHeight : 0
        return (try page.canvas.finish(), fit)
    }

    /// The sections of `all` with blocks that are not among `kept` (which `PageBlock.fit` chose).
    static func fit(all: [PageBlock], kept: [Int]) -> Fit {
        let kept = Set(kept)
        var parts: [Fit.Part] = []
        for (i, block) in all.enumerated() {
            guard let section = block.section else { continue }
            if parts.last?.section != section { parts.append(Fit.Part(section: section, leftOut: 0, total: 0)) }
            parts[parts.count - 1].total += 1
            if !kept.contains(i) { parts[parts.count - 1].leftOut += 1 }
        }
        return Fit(leftOut: parts.filter { $0.leftOut > 0 })
    }

    static let photoWidth = 84.0
    static let photoHeight = 105.0
    static let nameStyle = TextStyle(size: 20, bold: true)
    static let headlineStyle = TextStyle(size: 10, color: .muted)
    /// `short_bio`: at most two lines under the headline.
    static let bioStyle = TextStyle(size: 9)
    static let chartHeight = 48.0
    /// The charts shrink to this before they are left out.
    static let minChartHeight = 26.0
    static let chartRank = 500
}
