import Widgets

extension Page {
    /// The CSV download drawn as a button in a page's header (reports, performance):
    /// `<a class="button download-link" href="…" download type="text/csv">`.
    func csvButton(href: String, label: String) -> Node {
        .element("a", [.class("button download-link"), .href(href), .attr("download", ""), .attr("type", "text/csv")],
                 [Icon.link.node, .text(" "), .text(label)])
    }

    /// The PDF download beside it (a report range's PDF, docs/coach-pdf.md).
    func pdfButton(href: String, label: String) -> Node {
        .element("a", [.class("button download-link"), .href(href), .attr("download", ""), .attr("type", "application/pdf")],
                 [Icon.link.node, .text(" "), .text(label)])
    }
}
