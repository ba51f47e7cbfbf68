/// Blocks flowing onto pages, for the documents that may take more than one (the report, the
/// metrics sheet): a page is filled until the next block does not fit, and every page after
/// the first starts with the running header ("Ana Díaz · Last 30 days · page 2 of 2", with
/// `{page}` and `{pages}` replaced); every page ends with the footer.
struct PageFlow {
    let page: PageWriter
    /// The line at the top of every page after the first; empty: none.
    var runningHeader: String
    var footer: String

    var footerHeight: Double { footer.isEmpty ? 0 : page.text.height(footer, .small, width: page.width) + 6 }
    var runningHeight: Double { runningHeader.isEmpty ? 0 : page.text.height("Ag", .small, width: page.width) + 10 }
    /// The height blocks may take on the first page.
    var available: Double { page.bottom - page.margin - footerHeight }

    /// `blocks` split into pages, at most `maxPages` (the last takes what is left).
    func pages(_ blocks: [PageBlock], maxPages: Int = .max) -> [[PageBlock]] {
        var pages: [[PageBlock]] = [[]]
        var used = 0.0
        for block in blocks {
            let room = pages.count == 1 ? available : available - runningHeight
            if used + block.height > room, !pages[pages.count - 1].isEmpty, pages.count < maxPages {
                pages.append([])
                used = 0
            }
            pages[pages.count - 1].append(block)
            used += block.height
        }
        return pages
    }

    /// Draws `pages`; a block that would run past the footer is left out.
    func draw(_ pages: [[PageBlock]]) throws {
        for (n, blocks) in pages.enumerated() {
            var y = page.margin
            if n > 0 {
                page.canvas.newPage()
                if !runningHeader.isEmpty {
                    let line = runningHeader.replacingOccurrences(of: "{page}", with: String(n + 1))
                        .replacingOccurrences(of: "{pages}", with: String(pages.count))
                    page.text.draw(line, .small, x: page.left, y: y, width: page.width)
                    y += runningHeight
                }
            }
            for block in blocks where y + block.height <= page.margin + available + 0.5 {
                try block.draw(y)
                y += block.height
            }
            if !footer.isEmpty {
                page.text.draw(footer, .small, x: page.left, y: page.bottom - footerHeight + 6, width: page.width)
            }
        }
    }
}
