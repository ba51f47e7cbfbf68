/// The one-page recruiting résumé as PDF bytes (docs/coach-pdf.md).
///
/// ```swift
/// var resume = ResumeDocument(info: PDFInfo(title: "Ethan Carter – résumé", author: "Ethan Carter",
///                                           day: "2026-11-22"), name: "Ethan Carter")
/// resume.player = [.init(label: "Height", value: "6′1″")]
/// let bytes = try ResumePDF.render(resume)
/// ```
/// Always exactly one page: long text is cut with an ellipsis and, when the sections do not
/// fit, the least needed rows go first (trend charts, then later events, then academics, then
/// later metrics; the player, links and contact stay).
public enum ResumePDF {
    public static func render(_ doc: ResumeDocument) throws -> [UInt8] {
        let page = PageWriter(paper: doc.paper, info: doc.info)
        let footerHeight = doc.footer.isEmpty ? 0 : page.text.height(doc.footer, .small, width: page.width) + 6
        var blocks = [header(doc, page)]
        blocks += academics(doc, page) + metrics(doc, page) + charts(doc, page) + events(doc, page)
        blocks += links(doc, page) + contact(doc, page)
        let kept = PageBlock.fit(blocks, available: page.bottom - page.margin - footerHeight)
        var y = page.margin
        for block in kept {
            try block.draw(y)
            y += block.height
        }
        if !doc.footer.isEmpty {
            page.text.draw(doc.footer, .small, x: page.left, y: page.bottom - footerHeight + 6, width: page.width)
        }
        return try page.canvas.finish()
    }

    static let photoWidth = 84.0
    static let photoHeight = 105.0
    static let nameStyle = TextStyle(size: 20, bold: true)
    static let headlineStyle = TextStyle(size: 10, color: .muted)

    /// Photo, name, headline and the player's facts: never cut.
    static func header(_ doc: ResumeDocument, _ page: PageWriter) -> PageBlock {
        let textX = page.left + (doc.photo == nil ? 0 : photoWidth + 14)
        let textWidth = page.left + page.width - textX
        let name = doc.name.isEmpty ? " " : doc.name
        let nameHeight = page.text.height(name, nameStyle, width: textWidth, maxLines: 2)
        let headlineHeight = doc.headline.isEmpty ? 0 : page.text.height(doc.headline, headlineStyle, width: textWidth, maxLines: 2) + 2
        let facts = Array(doc.player.prefix(9))
        let factsHeight = facts.isEmpty ? 0 : page.factGridHeight(facts, columns: 3, width: textWidth) + 8
        let textHeight = nameHeight + headlineHeight + factsHeight
        let height = max(textHeight, doc.photo == nil ? 0 : photoHeight) + 4
        return PageBlock(rank: Int.max, height: height) { y in
            if let photo = doc.photo {
                try page.photo(photo, in: PDFRect(x: page.left, y: y, width: photoWidth, height: photoHeight))
            }
            var ty = y + page.text.draw(name, nameStyle, x: textX, y: y, width: textWidth, maxLines: 2)
            if !doc.headline.isEmpty {
                ty += page.text.draw(doc.headline, headlineStyle, x: textX, y: ty + 2, width: textWidth, maxLines: 2) + 2
            }
            if !facts.isEmpty { page.factGrid(facts, columns: 3, x: textX, y: ty + 8, width: textWidth) }
        }
    }

    static func academics(_ doc: ResumeDocument, _ page: PageWriter) -> [PageBlock] {
        guard !doc.academics.isEmpty else { return [] }
        let facts = Array(doc.academics.prefix(8))
        let height = page.headingHeight + page.factGridHeight(facts, columns: 4, width: page.width)
        return [PageBlock(rank: 700, height: height) { y in
            let top = page.heading(doc.labels.academics, y: y)
            page.factGrid(facts, columns: 4, x: page.left, y: top, width: page.width)
        }]
    }

    /// One block per metric row; the first carries the heading.
    static func metrics(_ doc: ResumeDocument, _ page: PageWriter) -> [PageBlock] {
        rows(doc.metrics.map { metric in
            [(metric.name, .body), (metric.value, .strong), (metric.date, .body),
             (metric.status, TextStyle(size: 8.5, color: metric.verified ? .verified : .muted))]
        }, heading: doc.labels.athletics, columns: [0.40, 0.22, 0.20, 0.18], rank: 800, page)
    }

    /// A table of text rows under `heading`, one block per row (the first carries the heading),
    /// ranked `rank`, `rank - 1`, …: the later rows go first when the page is full. `columns`:
    /// each column's share of the width.
    static func rows(_ rows: [[(String, TextStyle)]], heading: String, columns: [Double], rank: Int,
                     _ page: PageWriter) -> [PageBlock] {
        let height = page.text.height("Ag", .body, width: page.width) + 3
        let widths = columns.map { $0 * page.width }
        return rows.enumerated().map { i, cells in
            PageBlock(rank: rank - i, height: height + (i == 0 ? page.headingHeight : 0)) { y in
                let top = i == 0 ? page.heading(heading, y: y) : y
                var x = page.left
                for (column, cell) in cells.enumerated() {
                    page.text.draw(cell.0, cell.1, x: x, y: top + 1, width: widths[column] - 6)
                    x += widths[column]
                }
            }
        }
    }

    static let chartHeight = 48.0

    static func charts(_ doc: ResumeDocument, _ page: PageWriter) -> [PageBlock] {
        let charts = Array(doc.charts.prefix(3))
        guard !charts.isEmpty else { return [] }
        let caption = page.text.height("Ag", .label, width: page.width) + 2
        let gap = 14.0
        let cell = (page.width - gap * Double(charts.count - 1)) / Double(charts.count)
        return [PageBlock(rank: 500, height: 8 + caption + chartHeight) { y in
            for (i, chart) in charts.enumerated() {
                let x = page.left + Double(i) * (cell + gap)
                page.text.draw(chart.title, .label, x: x, y: y + 8, width: cell)
                let w = min(cell, chartHeight * chart.chart.aspect)
                try page.chart(chart.chart, in: PDFRect(x: x, y: y + 8 + caption, width: w, height: chartHeight))
            }
        }]
    }

    static func events(_ doc: ResumeDocument, _ page: PageWriter) -> [PageBlock] {
        rows(doc.events.map { [($0.date, .body), ($0.name, .strong), ($0.place, .body)] },
             heading: doc.labels.events, columns: [0.30, 0.40, 0.30], rank: 600, page)
    }

    static let qrSide = 62.0

    /// Each link as text and as a QR code, up to three across.
    static func links(_ doc: ResumeDocument, _ page: PageWriter) -> [PageBlock] {
        let links = Array(doc.links.prefix(3))
        guard !links.isEmpty else { return [] }
        let cell = page.width / Double(links.count)
        return [PageBlock(rank: 900, height: page.headingHeight + qrSide + 4) { y in
            let top = page.heading(doc.labels.links, y: y) + 2
            for (i, link) in links.enumerated() {
                let x = page.left + Double(i) * cell
                page.qr(link.url, x: x - 4, y: top, side: qrSide)
                let tx = x + qrSide
                let tw = cell - qrSide - 6
                let lh = page.text.draw(link.label, .strong, x: tx, y: top + 6, width: tw)
                let uh = page.text.draw(link.url, TextStyle(size: 7, color: .accent), x: tx, y: top + 8 + lh, width: tw, maxLines: 3)
                page.canvas.link(PDFRect(x: tx, y: top + 6, width: tw, height: lh + 2 + uh), uri: link.url)
            }
        }]
    }

    static func contact(_ doc: ResumeDocument, _ page: PageWriter) -> [PageBlock] {
        let items = Array(doc.contact.prefix(3))
        guard !items.isEmpty else { return [] }
        let row = page.text.height("Ag", .strong, width: page.width) + 2
        let cell = page.width / Double(items.count)
        return [PageBlock(rank: 1000, height: page.headingHeight + row) { y in
            let top = page.heading(doc.labels.contact, y: y)
            for (i, item) in items.enumerated() {
                let x = page.left + Double(i) * cell
                let h = page.text.draw(item.label, .strong, x: x, y: top + 1, width: cell - 8)
                let w = min(cell - 8, page.text.width(item.label, .strong))
                page.canvas.link(PDFRect(x: x, y: top + 1, width: w, height: h), uri: item.url)
            }
        }]
    }
}
