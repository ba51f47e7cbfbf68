/// The metrics sheet as PDF bytes (docs/coach-pdf.md, "Metrics sheet"): a header, then one
/// band per metric type: the best mark, the latest value and record count, and the
/// progression chart, side by side. A band is never split; when the bands do not fit on one
/// page they go on to the next, which starts with the running header ("page 2 of 2"). Nothing
/// is cut: every type the athlete recorded is on the sheet (there are at most eight).
public enum MetricsSheetPDF {
    public static func render(_ doc: MetricsSheetDocument) throws -> [UInt8] {
        let page = PageWriter(paper: doc.paper, info: doc.info)
        let flow = PageFlow(page: page, runningHeader: doc.runningHeader, footer: doc.footer)
        let available = flow.available
        // Room left on the page goes to the charts, up to twice their height (as on the résumé).
        let head = header(doc, page)
        let compact = doc.metrics.map { band($0, doc.labels, page, chartHeight: chartHeight) }
        let spare = available - head.height - compact.reduce(0) { $0 + $1.height }
        let charts = doc.metrics.filter { $0.chart != nil }.count
        let grown = spare > 0 && charts > 0 ? min(chartHeight * 2, chartHeight + (spare - 4) / Double(charts)) : chartHeight
        let blocks = [head] + (grown > chartHeight ? doc.metrics.map { band($0, doc.labels, page, chartHeight: grown) } : compact)
        try flow.draw(flow.pages(blocks))
        return try page.canvas.finish()
    }

    static func header(_ doc: MetricsSheetDocument, _ page: PageWriter) -> PageBlock {
        let name = page.text.height(doc.name, ResumePDF.nameStyle, width: page.width, maxLines: 2)
        let headline = doc.headline.isEmpty ? 0 : page.text.height(doc.headline, ResumePDF.headlineStyle, width: page.width, maxLines: 2) + 2
        let title = doc.title.isEmpty ? 0 : page.text.height(doc.title, ReportPDF.titleStyle, width: page.width) + 6
        let subtitle = doc.subtitle.isEmpty ? 0 : page.text.height(doc.subtitle, .small, width: page.width, maxLines: 2) + 2
        return PageBlock(rank: Int.max, height: name + headline + title + subtitle + 4) { y in
            var ty = y + page.text.draw(doc.name, ResumePDF.nameStyle, x: page.left, y: y, width: page.width, maxLines: 2)
            if !doc.headline.isEmpty {
                ty += page.text.draw(doc.headline, ResumePDF.headlineStyle, x: page.left, y: ty + 2, width: page.width, maxLines: 2) + 2
            }
            if !doc.title.isEmpty { ty += page.text.draw(doc.title, ReportPDF.titleStyle, x: page.left, y: ty + 6, width: page.width) + 6 }
            if !doc.subtitle.isEmpty { page.text.draw(doc.subtitle, .small, x: page.left, y: ty + 2, width: page.width, maxLines: 2) }
        }
    }

    static let chartHeight = 30.0
    static let bestStyle = TextStyle(size: 15, bold: true)

    /// One metric type: its name with a rule under it, then three columns: the best mark with
    /// its date, source and status; the latest value over the record count; the progress in
    /// words over the chart. About 72 points, so eight types fit one page.
    static func band(_ metric: MetricsSheetDocument.Metric, _ labels: MetricsSheetDocument.Labels, _ page: PageWriter,
                     chartHeight: Double) -> PageBlock {
        let gap = 12.0
        let widths = [page.width * 0.32, page.width * 0.28, page.width * 0.40 - 2 * gap]
        let xs = [page.left, page.left + widths[0] + gap, page.left + widths[0] + widths[1] + 2 * gap]
        let nameHeight = page.text.height("Ag", .heading, width: page.width) + 5
        let label = page.text.height("Ag", .label, width: widths[0])
        let best = page.text.height("0", bestStyle, width: widths[0])
        let line = page.text.height("Ag", .body, width: widths[0]) + 2
        let small = page.text.height("Ag", .small, width: widths[2]) + 2
        let left = label + best + line
        let middle = 2 * (label + line)
        // The chart's ends are not labelled: the progress line above it names both values and
        // the start, and the best mark's column its date.
        let right = metric.chart == nil ? 0 : small + chartHeight
        return PageBlock(rank: Int.max, height: 8 + nameHeight + max(left, middle, right) + 4) { y in
            let top = y + 8
            let h = page.text.draw(metric.name, .heading, x: page.left, y: top, width: page.width)
            page.canvas.line(x1: page.left, y1: top + h + 2, x2: page.left + page.width, y2: top + h + 2, .rule)
            let cy = top + nameHeight
            // The best mark.
            var ly = cy + page.text.draw(labels.best, .label, x: xs[0], y: cy, width: widths[0])
            ly += page.text.draw(metric.best, bestStyle, x: xs[0], y: ly, width: widths[0])
            page.text.draw(metric.bestDetail, TextStyle(size: 8.5, color: metric.verified ? .verified : .muted),
                           x: xs[0], y: ly, width: widths[0], maxLines: 1)
            // The latest value over the count.
            page.text.draw(labels.latest, .label, x: xs[1], y: cy, width: widths[1])
            page.text.draw(metric.latest, .strong, x: xs[1], y: cy + label, width: widths[1], maxLines: 1)
            page.text.draw(labels.records, .label, x: xs[1], y: cy + label + line, width: widths[1])
            page.text.draw(metric.records, .strong, x: xs[1], y: cy + 2 * label + line, width: widths[1])
            // The progression.
            guard let chart = metric.chart else { return }
            page.text.draw(chart.summary, .small, x: xs[2], y: cy, width: widths[2], maxLines: 1)
            let chartTop = cy + small
            let w = min(widths[2], chartHeight * chart.chart.aspect)
            try page.chart(chart.chart, in: PDFRect(x: xs[2], y: chartTop, width: w, height: chartHeight))
        }
    }
}
