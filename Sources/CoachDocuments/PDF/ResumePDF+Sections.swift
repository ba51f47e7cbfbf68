extension ResumePDF {
    /// Photo, name, headline and the player's facts (values wrap to `lines`): never left out.
    static func header(_ doc: ResumeDocument, _ page: PageWriter, lines: Int) -> PageBlock {
        let textX = page.left + (doc.photo == nil ? 0 : photoWidth + 14)
        let textWidth = page.left + page.width - textX
        let name = doc.name.isEmpty ? " " : doc.name
        let nameHeight = page.text.height(name, nameStyle, width: textWidth, maxLines: 2)
        let headlineHeight = doc.headline.isEmpty ? 0 : page.text.height(doc.headline, headlineStyle, width: textWidth, maxLines: 2) + 2
        let bioHeight = doc.bio.isEmpty ? 0 : page.text.height(doc.bio, bioStyle, width: textWidth, maxLines: 2) + 4
        let facts = Array(doc.player.prefix(9))
        let factsHeight = facts.isEmpty ? 0 : page.factGridHeight(facts, columns: 3, width: textWidth, lines: lines) + 8
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
            if !facts.isEmpty { page.factGrid(facts, columns: 3, x: textX, y: ty + 8, width: textWidth, lines: lines) }
        }
    }

    /// GPA, test scores, major, honors…, four a row, each value wrapping to `lines`.
    static func academics(_ doc: ResumeDocument, _ page: PageWriter, lines: Int) -> [PageBlock] {
        guard !doc.academics.isEmpty else { return [] }
        let facts = Array(doc.academics.prefix(12))
        let height = page.headingHeight + page.factGridHeight(facts, columns: 4, width: page.width, lines: lines)
        return [PageBlock(rank: 700, height: height, section: .academics) { y in
            let top = page.heading(doc.labels.academics, y: y)
            page.factGrid(facts, columns: 4, x: page.left, y: top, width: page.width, lines: lines)
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
           columns: [0.20, 0.13, 0.13, 0.21, 0.12, 0.21], links: doc.metrics.map { $0.sourceURL.map { (3, $0) } },
           rank: 800, section: .athletics, page)
    }

    /// One block per reference: name, role and team, then the email and phone (clickable,
    /// never cut: `contactLinks`), as tall as they need.
    static func references(_ doc: ResumeDocument, _ page: PageWriter) -> [PageBlock] {
        let people = Array(doc.references.prefix(4))
        guard !people.isEmpty else { return [] }
        return people.enumerated().map { i, person in
            let row = personHeight(person, page) + 3
            return PageBlock(rank: 650 - i, height: row + (i == 0 ? page.headingHeight : 0), section: .references) { y in
                let top = i == 0 ? page.heading(doc.labels.references, y: y) : y
                drawPerson(person, y: top + 1, page)
            }
        }
    }

    static let personColumns = [0.26, 0.34, 0.40]

    /// A person's row (a reference, the parent): name, detail, and the contact links, which
    /// wrap in their column rather than being cut.
    static func drawPerson(_ person: ResumeDocument.Person, y: Double, _ page: PageWriter) {
        let widths = personColumns.map { $0 * page.width }
        page.text.draw(person.name, .strong, x: page.left, y: y, width: widths[0] - 6)
        page.text.draw(person.detail, .body, x: page.left + widths[0], y: y, width: widths[1] - 6)
        contactLinks(person.contact, x: page.left + widths[0] + widths[1], y: y, width: widths[2], style: .body, page)
    }

    static func personHeight(_ person: ResumeDocument.Person, _ page: PageWriter) -> Double {
        let widths = personColumns.map { $0 * page.width }
        let line = page.text.height("Ag", .body, width: page.width)
        return max(line, contactLinks(person.contact, x: 0, y: 0, width: widths[2], style: .body, page, draw: false))
    }

    /// A table of text rows under `heading`, one block per row (the first carries the heading),
    /// ranked `rank`, `rank - 1`, … (from the `laterFrom`th row on, `laterRank`, … instead): the
    /// later rows go first when the page is full. `columns`:
    /// each column's share of the width. `lines`: per column, the lines a cell may wrap to
    /// (1 when not given); a row is as tall as its tallest cell. `links`: per row, a column
    /// whose cell is a link (a verified mark's source to its event), or nil.
    static func rows(_ rows: [[(String, TextStyle)]], heading: String, header: [String] = [], columns: [Double], lines: [Int] = [],
                     links: [(column: Int, url: String)?] = [], rank: Int, laterFrom: Int = .max, laterRank: Int = 0,
                     section: Section, _ page: PageWriter) -> [PageBlock] {
        let line = page.text.height("Ag", .body, width: page.width)
        let headerHeight = header.isEmpty ? 0 : page.text.height("Ag", .label, width: page.width) + 3
        let widths = columns.map { $0 * page.width }
        func maxLines(_ column: Int) -> Int { column < lines.count ? lines[column] : 1 }
        return rows.enumerated().map { i, cells in
            let tallest = cells.enumerated().map { column, cell in
                maxLines(column) > 1 ? page.text.height(cell.0, cell.1, width: widths[column] - 6, maxLines: maxLines(column)) : line
            }.max() ?? line
            let height = max(line, tallest) + 3
            return PageBlock(rank: i < laterFrom ? rank - i : laterRank - i, height: height + (i == 0 ? page.headingHeight + headerHeight : 0), section: section) { y in
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
                    let h = page.text.draw(cell.0, cell.1, x: x, y: top + 1, width: widths[column] - 6, maxLines: maxLines(column))
                    if i < links.count, let link = links[i], link.column == column, !cell.0.isEmpty {
                        let w = min(widths[column] - 6, page.text.width(cell.0, cell.1))
                        page.canvas.link(PDFRect(x: x, y: top + 1, width: w, height: h), uri: link.url)
                    }
                    x += widths[column]
                }
            }
        }
    }

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
        return [PageBlock(rank: chartRank, height: height, section: .trends) { y in
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

    /// Date, name (wrapping to `lines`) and place (an address: wrapping, up to three lines).
    /// Events after the first three rank below the trend charts: they go first.
    static func events(_ doc: ResumeDocument, _ page: PageWriter, lines: Int) -> [PageBlock] {
        rows(doc.events.map { [($0.date, .body), ($0.name, .strong), ($0.place, .body)] },
             heading: doc.labels.events, columns: [0.30, 0.40, 0.30], lines: [1, min(lines, 2), 3], rank: 600,
             laterFrom: 3, laterRank: 450, section: .events, page)
    }
}
