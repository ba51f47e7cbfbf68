extension ResumePDF {
    /// `items` side by side from `x`, each clickable and never cut: one that does not fit
    /// beside those before it starts a new line, and one wider than `width` wraps. Returns the
    /// height (`draw: false`: only measures).
    @discardableResult
    static func contactLinks(_ items: [ResumeDocument.Link], x: Double, y: Double, width: Double, style: TextStyle,
                             _ page: PageWriter, draw: Bool = true) -> Double {
        let placed = flow(items.map { page.text.width($0.label, style) }, width: width, gap: linkGap)
        var lineTop = y, line = 0, lineHeight = 0.0
        for (item, spot) in zip(items, placed) {
            if spot.line != line {
                lineTop += lineHeight + 1
                line = spot.line
                lineHeight = 0
            }
            let room = width - spot.x
            let h = draw ? page.text.draw(item.label, style, x: x + spot.x, y: lineTop, width: room, maxLines: 4)
                : page.text.height(item.label, style, width: room, maxLines: 4)
            if draw { page.canvas.link(PDFRect(x: x + spot.x, y: lineTop, width: min(room, spot.width), height: h), uri: item.url) }
            lineHeight = max(lineHeight, h)
        }
        return lineTop - y + lineHeight
    }

    static let linkGap = 12.0

    /// Where items of natural widths `widths` go in a column `width` wide, in order: each
    /// beside the one before when it fits whole, else at the start of the next line (an item
    /// wider than the column alone on its line, to wrap there).
    static func flow(_ widths: [Double], width: Double, gap: Double) -> [(line: Int, x: Double, width: Double)] {
        var out: [(line: Int, x: Double, width: Double)] = []
        var line = 0, x = 0.0
        for w in widths {
            if x > 0, x + w > width {
                line += 1
                x = 0
            }
            out.append((line, x, min(w, width)))
            x += w + gap
        }
        return out
    }

    static let qrSide = 62.0
    /// Links drawn, each with its QR code, across the page.
    public static let maxLinks = 3
    static let urlStyle = TextStyle(size: 7, color: .accent)

    /// Each link as text and as a QR code, up to three across; the address printed whole.
    static func links(_ doc: ResumeDocument, _ page: PageWriter) -> [PageBlock] {
        let links = Array(doc.links.prefix(maxLinks))
        guard !links.isEmpty else { return [] }
        let cell = page.width / Double(links.count)
        let tw = cell - qrSide - 6
        let text = links.map { 8 + page.text.height($0.label, .strong, width: tw) + 2 + page.text.height($0.url, urlStyle, width: tw, maxLines: 8) }
        return [PageBlock(rank: 900, height: page.headingHeight + max(qrSide, text.max() ?? 0) + 4) { y in
            let top = page.heading(doc.labels.links, y: y) + 2
            for (i, link) in links.enumerated() {
                let x = page.left + Double(i) * cell
                page.qr(link.url, x: x - 4, y: top, side: qrSide)
                let tx = x + qrSide
                let lh = page.text.draw(link.label, .strong, x: tx, y: top + 6, width: tw)
                let uh = page.text.draw(link.url, urlStyle, x: tx, y: top + 8 + lh, width: tw, maxLines: 8)
                page.canvas.link(PDFRect(x: tx, y: top + 6, width: tw, height: lh + 2 + uh), uri: link.url)
            }
        }]
    }

    /// The athlete's email and phone (each wrapping in its cell rather than cut), then the
    /// parent or guardian on a line of their own.
    static func contact(_ doc: ResumeDocument, _ page: PageWriter) -> [PageBlock] {
        let items = Array(doc.contact.prefix(3))
        guard !items.isEmpty || doc.parent != nil else { return [] }
        let cell = page.width / Double(max(items.count, 1))
        let one = page.text.height("Ag", .strong, width: page.width)
        let row = (items.map { page.text.height($0.label, .strong, width: cell - 8, maxLines: 4) }.max() ?? one) + 2
        let parentHeight = doc.parent.map { personHeight($0, page) + 3 } ?? 0
        return [PageBlock(rank: 1000, height: page.headingHeight + (items.isEmpty ? 0 : row) + parentHeight) { y in
            var top = page.heading(doc.labels.contact, y: y)
            for (i, item) in items.enumerated() {
                let x = page.left + Double(i) * cell
                let h = page.text.draw(item.label, .strong, x: x, y: top + 1, width: cell - 8, maxLines: 4)
                let w = min(cell - 8, page.text.width(item.label, .strong))
                page.canvas.link(PDFRect(x: x, y: top + 1, width: w, height: h), uri: item.url)
            }
            if !items.isEmpty { top += row }
            if let parent = doc.parent { drawPerson(parent, y: top + 2, page) }
        }]
    }
}
