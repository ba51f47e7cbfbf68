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
/// later references, then later metrics; the player, links and contact stay). Room left over
/// goes to the trend charts, which grow up to twice their height.
public enum ResumePDF {
    public static func render(_ doc: ResumeDocument) throws -> [UInt8] {
        let page = PageWriter(paper: doc.paper, info: doc.info)
        let footerHeight = doc.footer.isEmpty ? 0 : page.text.height(doc.footer, .small, width: page.width) + 6
        let available = page.bottom - page.margin - footerHeight
        func blocks(chartHeight: Double) -> [PageBlock] {
            [header(doc, page)] + academics(doc, page) + metrics(doc, page) + charts(doc, page, chartHeight: chartHeight)
                + references(doc, page) + events(doc, page) + links(doc, page) + contact(doc, page)
        }
        var kept = PageBlock.fit(blocks(chartHeight: chartHeight), available: available)
        let spare = available - kept.reduce(0) { $0 + $1.height }
        if spare > 4, kept.contains(where: { $0.rank == chartRank }) {
            kept = PageBlock.fit(blocks(chartHeight: chartHeight + min(spare - 4, chartHeight)), available: available)
        }
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
    /// `short_bio`: at most two lines under the headline.
    static let bioStyle = TextStyle(size: 9)

    /// Photo, name, headline and the player's facts: never cut.
    static func header(_ doc: ResumeDocument, _ page: PageWriter) -> PageBlock {
        let textX = page.left + (doc.photo == nil ? 0 : photoWidth + 14)
        let textWidth = page.left + page.width - textX
        let name = doc.name.isEmpty ? " " : doc.name
        let nameHeight = page.text.height(name, nameStyle, width: textWidth, maxLines: 2)
        let headlineHeight = doc.headline.isEmpty ? 0 : page.text.height(doc.headline, headlineStyle, width: textWidth, maxLines: 2) + 2
        let bioHeight = doc.bio.isEmpty ? 0 : page.text.height(doc.bio, bioStyle, width: textWidth, maxLines: 2) + 4
        let facts = Array(doc.player.prefix(9))
        let factsHeight = facts.isEmpty ? 0 : page.factGridHeight(facts, columns: 3, width: textWidth) + 8
        let textHeight = nameHeight + headlineHeight + bioHeight + factsHeight
        let height = max(textHeight, doc.photo == nil ? 0 : photoHeight) + 4
        return PageBlock(rank: Int.max, height: height) { y in
            if let photo = doc.photo {
                try page.photo(photo, in: PDFRect(x: page.left, y: y, width: photoWidth, height: photoHeight))
            }
            var ty = y + page.text.draw(name, nameStyle, x: textX, y: y, width: textWidth, maxLines: 2)
            if !doc.headline.isEmpty {
                ty += page.text.draw(doc.headline, headlineStyle, x: textX, y: ty + 2, width: textWidth, maxLines: 2) + 2
            }
            if !doc.bio.isEmpty {
                ty += page.text.draw(doc.bio, bioStyle, x: textX, y: ty + 4, width: textWidth, maxLines: 2) + 4
            }
            if !facts.isEmpty { page.factGrid(facts, columns: 3, x: textX, y: ty + 8, width: textWidth) }
        }
    }

    static func academics(_ doc: ResumeDocument, _ page: PageWriter) -> [PageBlock] {
        guard !doc.academics.isEmpty else { return [] }
        let facts = Array(doc.academics.prefix(12))
        let height = page.headingHeight + page.factGridHeight(facts, columns: 4, width: page.width)
        return [PageBlock(rank: 700, height: height) { y in
            let top = page.heading(doc.labels.academics, y: y)
            page.factGrid(facts, columns: 4, x: page.left, y: top, width: page.width)
        }]
    }

    /// One block per metric row (best mark, its date, source and status, the latest beside
    /// it); the first carries the heading and the column headings.
    static func metrics(_ doc: ResumeDocument, _ page: PageWriter) -> [PageBlock] {
        let l = doc.labels
        return rows(doc.metrics.map { metric in
            [(metric.name, .body), (metric.value, .strong), (metric.date, .body), (metric.source, .body),
             (metric.status, TextStyle(size: 8.5, color: metric.verified ? .verified : .muted)), (metric.latest, .body)]
        }, heading: l.athletics, header: [l.metricColumn, l.bestColumn, l.dateColumn, l.sourceColumn, l.statusColumn, l.latestColumn],
           columns: [0.20, 0.13, 0.13, 0.21, 0.12, 0.21], rank: 800, page)
    }

    /// One block per reference: name, role and team, email and phone (clickable).
    static func references(_ doc: ResumeDocument, _ page: PageWriter) -> [PageBlock] {
        let people = Array(doc.references.prefix(4))
        guard !people.isEmpty else { return [] }
        let row = page.text.height("Ag", .body, width: page.width) + 3
        let widths = [0.26, 0.34, 0.40].map { $0 * page.width }
        return people.enumerated().map { i, person in
            PageBlock(rank: 650 - i, height: row + (i == 0 ? page.headingHeight : 0)) { y in
                let top = i == 0 ? page.heading(doc.labels.references, y: y) : y
                page.text.draw(person.name, .strong, x: page.left, y: top + 1, width: widths[0] - 6)
                page.text.draw(person.detail, .body, x: page.left + widths[0], y: top + 1, width: widths[1] - 6)
                links(person.contact, x: page.left + widths[0] + widths[1], y: top + 1, width: widths[2], style: .body, page)
            }
        }
    }

    /// `items` side by side from `x`, each clickable, separated by a gap.
    static func links(_ items: [ResumeDocument.Link], x: Double, y: Double, width: Double, style: TextStyle, _ page: PageWriter) {
        var lx = x
        for item in items {
            let room = x + width - lx - 4
            guard room > 20 else { return }
            let h = page.text.draw(item.label, style, x: lx, y: y, width: room)
            let w = min(room, page.text.width(item.label, style))
            page.canvas.link(PDFRect(x: lx, y: y, width: w, height: h), uri: item.url)
            lx += w + 12
        }
    }

    /// A table of text rows under `heading`, one block per row (the first carries the heading),
    /// ranked `rank`, `rank - 1`, …: the later rows go first when the page is full. `columns`:
    /// each column's share of the width.
    static func rows(_ rows: [[(String, TextStyle)]], heading: String, header: [String] = [], columns: [Double], rank: Int,
                     _ page: PageWriter) -> [PageBlock] {
        let height = page.text.height("Ag", .body, width: page.width) + 3
        let headerHeight = header.isEmpty ? 0 : page.text.height("Ag", .label, width: page.width) + 3
        let widths = columns.map { $0 * page.width }
        return rows.enumerated().map { i, cells in
            PageBlock(rank: rank - i, height: height + (i == 0 ? page.headingHeight + headerHeight : 0)) { y in
                var top = i == 0 ? page.heading(heading, y: y) : y
                if i == 0, !header.isEmpty {
                    var x = page.left
                    for (column, title) in header.enumerated() {
                        page.text.draw(title, .label, x: x, y: top + 1, width: widths[column] - 6)
                        x += widths[column]
                    }
                    top += headerHeight
                }
                var x = page.left
                for (column, cell) in cells.enumerated() {
                    page.text.draw(cell.0, cell.1, x: x, y: top + 1, width: widths[column] - 6)
                    x += widths[column]
                }
            }
        }
    }

    static let chartHeight = 48.0
    static let chartRank = 500

    /// Up to three trend charts side by side: the title, the progress in words, the chart, and
    /// the first and last values with their dates under its two ends.
    static func charts(_ doc: ResumeDocument, _ page: PageWriter, chartHeight: Double) -> [PageBlock] {
        let charts = Array(doc.charts.prefix(3))
        guard !charts.isEmpty else { return [] }
        let caption = page.text.height("Ag", .label, width: page.width) + 2
        let summary = page.text.height("Ag", .small, width: page.width) + 2
        let gap = 14.0
        let cell = (page.width - gap * Double(charts.count - 1)) / Double(charts.count)
        let height = page.headingHeight + caption + summary + chartHeight + 2 + summary
        return [PageBlock(rank: chartRank, height: height) { y in
            let top = page.heading(doc.labels.trends, y: y)
            for (i, chart) in charts.enumerated() {
                let x = page.left + Double(i) * (cell + gap)
                page.text.draw(chart.title, TextStyle(size: 7.5, bold: true), x: x, y: top, width: cell)
                page.text.draw(chart.summary, .small, x: x, y: top + caption, width: cell)
                let w = min(cell, chartHeight * chart.chart.aspect)
                let cy = top + caption + summary
                try page.chart(chart.chart, in: PDFRect(x: x, y: cy, width: w, height: chartHeight))
                let half = w / 2
                page.text.draw(chart.start, .small, x: x, y: cy + chartHeight + 2, width: half - 2)
                page.text.draw(chart.end, TextStyle(size: 7, color: .muted, align: .right), x: x + half + 2,
                               y: cy + chartHeight + 2, width: half - 2)
            }
        }]
    }

    static func events(_ doc: ResumeDocument, _ page: PageWriter) -> [PageBlock] {
        rows(doc.events.map { [($0.date, .body), ($0.name, .strong), ($0.place, .body)] },
             heading: doc.labels.events, columns: [0.30, 0.40, 0.30], rank: 600, page)
    }

    static let qrSide = 62.0
    /// Links drawn, each with its QR code, across the page.
    public static let maxLinks = 3

    /// Each link as text and as a QR code, up to three across.
    static func links(_ doc: ResumeDocument, _ page: PageWriter) -> [PageBlock] {
        let links = Array(doc.links.prefix(maxLinks))
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

    /// The athlete's email and phone, then the parent or guardian on a line of their own.
    static func contact(_ doc: ResumeDocument, _ page: PageWriter) -> [PageBlock] {
        let items = Array(doc.contact.prefix(3))
        guard !items.isEmpty || doc.parent != nil else { return [] }
        let row = page.text.height("Ag", .strong, width: page.width) + 2
        let cell = page.width / Double(max(items.count, 1))
        let parentHeight = doc.parent == nil ? 0 : page.text.height("Ag", .body, width: page.width) + 3
        return [PageBlock(rank: 1000, height: page.headingHeight + (items.isEmpty ? 0 : row) + parentHeight) { y in
            var top = page.heading(doc.labels.contact, y: y)
            for (i, item) in items.enumerated() {
                let x = page.left + Double(i) * cell
                let h = page.text.draw(item.label, .strong, x: x, y: top + 1, width: cell - 8)
                let w = min(cell - 8, page.text.width(item.label, .strong))
                page.canvas.link(PDFRect(x: x, y: top + 1, width: w, height: h), uri: item.url)
            }
            if !items.isEmpty { top += row }
            if let parent = doc.parent {
                let widths = [0.26, 0.34, 0.40].map { $0 * page.width }
                page.text.draw(parent.name, .body, x: page.left, y: top + 2, width: widths[0] - 6)
                page.text.draw(parent.detail, .body, x: page.left + widths[0], y: top + 2, width: widths[1] - 6)
                links(parent.contact, x: page.left + widths[0] + widths[1], y: top + 2, width: widths[2], style: .body, page)
            }
        }]
    }
}
