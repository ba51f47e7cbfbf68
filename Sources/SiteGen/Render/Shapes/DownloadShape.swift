import SiteData
import Widgets

/// A downloadable file (CSV).
/// Page-spec name `download`.
enum DownloadShape: DatasetShapeDefinition {
    typealias Value = DownloadItem
    static let summary = "file path and label"

    enum Widget: String, WidgetChoice { case download }

    static func isEmpty(_: Value) -> Bool { false }

    static func draw(_ w: Widget, _ d: Value, _ a: WidgetRenderer.Args, _ r: WidgetRenderer) -> (Node, Int) {
        switch w {
        case .download:
            (DownloadLink(a.title ?? d.label, href: d.href).node, 0)
        }
    }
}
