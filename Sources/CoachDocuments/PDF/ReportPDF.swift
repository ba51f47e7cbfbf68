/// A report range as PDF bytes, on at most two pages (docs/coach-pdf.md, "Report PDF").
///
/// The same page tools as the résumé. Blocks flow onto a second page, which starts with the
/// running header (athlete, range, "page 2 of 2"); what does not fit on two pages is cut, lowest
/// rank first (table rows from the end, then charts from the end); the header and the stat
/// cards are never cut.
public enum ReportPDF {
    public static let maxPages = 2

    public static func render(_ doc: ReportDocument) throws -> [UInt8] {
        let page = PageWriter(paper: doc.paper, info: doc.info)
        let flow = PageFlow(page: page, runningHeader: doc.runningHeader, footer: doc.footer)
        var blocks = [header(doc, page)]
        if let empty = doc.emptyMessage {
            blocks.append(PageBlock(rank: Int.max, height: page.text.height(empty, .body, width: page.width, maxLines: 3) + 12) { y in
                page.text.draw(empty, .body, x: page.left, y: y + 12, width: page.width, maxLines: 3)
            })
        }
        // A small two-column table (the coach summary) sits beside an odd last chart, in the
        // half of the row that would be blank, so a report fits on one page more often.
        var tables = doc.tables.filter { !$0.rows.isEmpty && !$0.columns.isEmpty }
        var beside: ReportDocument.Table?
        if doc.charts.count % 2 == 1, let first = tables.first, first.columns.count == 2, first.rows.count <= 8 {
            beside = tables.removeFirst()
        }
        blocks += stats(doc, page) + charts(doc.charts, beside: beside, page) + self.tables(tables, page)
        // Fit two pages' worth, then split where the first page is full.
        let kept = PageBlock.fit(blocks, available: flow.available * Double(maxPages) - 40 - flow.runningHeight)
        try flow.draw(flow.pages(kept, maxPages: maxPages))
        return try page.canvas.finish()
    }

    static let titleStyle = TextStyle(size: 18, bold: true)

    static func header(_ doc: ReportDocument, _ page: PageWriter) -> PageBlock {
        let athlete = doc.athlete.isEmpty ? 0 : page.text.height(doc.athlete, .label, width: page.width) + 2
        let title = page.text.height(doc.title, titleStyle, width: page.width, maxLines: 2)
        let subtitle = doc.subtitle.isEmpty ? 0 : page.text.height(doc.subtitle, ResumePDF.headlineStyle, width: page.width, maxLines: 2) + 2
        let owner = doc.owner.isEmpty ? 0 : page.text.height(doc.owner, .small, width: page.width, maxLines: 2) + 4
        return PageBlock(rank: Int.max, height: athlete + title + subtitle + owner + 4) { y in
            var ty = y
            if !doc.athlete.isEmpty { ty += page.text.draw(doc.athlete, .label, x: page.left, y: ty, width: page.width) + 2 }
            ty += page.text.draw(doc.title, titleStyle, x: page.left, y: ty, width: page.width, maxLines: 2)
            if !doc.subtitle.isEmpty {
                ty += page.text.draw(doc.subtitle, ResumePDF.headlineStyle, x: page.left, y: ty + 2, width: page.width, maxLines: 2) + 2
            }
            if !doc.owner.isEmpty { page.text.draw(doc.owner, .small, x: page.left, y: ty + 4, width: page.width, maxLines: 2) }
        }
    }

    static func stats(_ doc: ReportDocument, _ page: PageWriter) -> [PageBlock] {
        guard !doc.stats.isEmpty else { return [] }
        // One row for up to five cards (a report has five), so they take one line, not two.
        let columns = doc.stats.count <= 5 ? doc.stats.count : 4
        let rows = (doc.stats.count + columns - 1) / columns
        let valueStyle = TextStyle(size: 16, bold: true)
        let labelHeight = page.text.height("Ag", .label, width: 100)
        let valueHeight = page.text.height("0", valueStyle, width: 100)
        let card = labelHeight + valueHeight + 14
        let gap = 8.0
        let cell = (page.width - gap * Double(columns - 1)) / Double(columns)
        return [PageBlock(rank: Int.max, height: 12 + Double(rows) * (card + gap)) { y in
            for (i, stat) in doc.stats.enumerated() {
                let x = page.left + Double(i % columns) * (cell + gap)
                let top = y + 12 + Double(i / columns) * (card + gap)
                page.canvas.fill(PDFRect(x: x, y: top, width: cell, height: card), .band)
                page.text.draw(stat.label, .label, x: x + 8, y: top + 6, width: cell - 16)
                page.text.draw(stat.value, valueStyle, x: x + 8, y: top + 6 + labelHeight + 2, width: cell - 16)
            }
        }]
    }

    static let chartHeight = 120.0

    /// Charts two across, each under its title.
    static func charts(_ charts: [ReportDocument.Chart], beside: ReportDocument.Table?, _ page: PageWriter) -> [PageBlock] {
        let gap = 18.0
        let cell = (page.width - gap) / 2
        let caption = page.text.height("Ag", .heading, width: cell) + 4
        let row = page.text.height("Ag", .body, width: cell) + 4
        return stride(from: 0, to: charts.count, by: 2).map { start in
            let pair = Array(charts[start..<min(start + 2, charts.count)])
            let table = pair.count == 1 ? beside : nil
            // As tall as the taller chart of the pair: a two-row breakdown takes a third of
            // the room of a seven-row one, so a report fits on one page more often.
            let tallest = max(pair.map { min(chartHeight, cell / $0.chart.aspect) }.max() ?? chartHeight,
                              Double(table?.rows.count ?? 0) * row)
            return PageBlock(rank: 500 - start, height: 14 + caption + tallest) { y in
                if let table {
                    let x = page.left + cell + gap
                    page.text.draw(table.title, .heading, x: x, y: y + 14, width: cell)
                    for (r, cells) in table.rows.enumerated() {
                        let top = y + 14 + caption + Double(r) * row + 1
                        page.text.draw(cells[0], .body, x: x, y: top, width: cell * 0.7)
                        var value = TextStyle.body
                        value.align = .right
                        page.text.draw(cells[1], value, x: x + cell * 0.5, y: top, width: cell * 0.5)
                    }
                }
                for (i, chart) in pair.enumerated() {
                    let x = page.left + Double(i) * (cell + gap)
                    page.text.draw(chart.title, .heading, x: x, y: y + 14, width: cell)
                    // Left-aligned at the chart's own width (as the résumé's sparklines): a chart
                    // with more rows is narrower, and centring it moved its labels to the right.
                    let h = min(chartHeight, cell / chart.chart.aspect)
                    let w = min(cell, h * chart.chart.aspect)
                    try page.chart(chart.chart, in: PDFRect(x: x, y: y + 14 + caption, width: w, height: h))
                }
            }
        }
    }

    static func tables(_ tables: [ReportDocument.Table], _ page: PageWriter) -> [PageBlock] {
        var out: [PageBlock] = []
        let row = page.text.height("Ag", .body, width: page.width) + 4
        for (t, table) in tables.enumerated() {
            let width = page.width / Double(table.columns.count)
            func line(_ cells: [String], _ style: TextStyle, _ y: Double) {
                for (c, cell) in cells.prefix(table.columns.count).enumerated() {
                    var s = style
                    if table.numeric.contains(c) { s.align = .right }
                    page.text.draw(cell, s, x: page.left + Double(c) * width, y: y, width: width - 6)
                }
            }
            let hasHeader = table.columns.contains { !$0.isEmpty }
            for (i, cells) in table.rows.enumerated() {
                let head = i == 0 ? page.headingHeight + (hasHeader ? row : 0) : 0
                out.append(PageBlock(rank: 400 - t * 100 - i, height: head + row) { y in
                    var top = y
                    if i == 0 {
                        top = page.heading(table.title, y: y)
                        if hasHeader {
                            line(table.columns, TextStyle(size: 8.5, bold: true, color: .muted), top + 1)
                            top += row
                        }
                    }
                    line(cells, .body, top + 1)
                })
            }
        }
        return out
    }
}
