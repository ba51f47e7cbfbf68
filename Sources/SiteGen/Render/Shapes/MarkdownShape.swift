import SiteData
import Widgets

/// HTML rendered from Markdown by cmark.
/// Page-spec name `markdown`.
enum MarkdownShape: DatasetShapeDefinition {
    /// HTML from cmark in safe mode (the only trusted markup in a page).
    typealias Value = String
    static let summary = "HTML from cmark (safe mode)"

    enum Widget: String, WidgetChoice { case markdown }

    static func draw(_ w: Widget, _ html: Value, _ a: WidgetRenderer.Args, _ r: WidgetRenderer) -> (Node, Int) {
        switch w {
        case .markdown: (.element("div", [.class("prose")], [.trustedHTML(html)]), 0)
        }
    }
}
