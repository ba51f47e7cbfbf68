import SiteData
import Widgets

/// Links: title and URL.
/// Page-spec name `links`.
enum LinksShape: DatasetShapeDefinition {
    typealias Value = [LinkItem]
    static let summary = "title, URL"

    enum Widget: String, WidgetChoice { case linkList = "link_list", list }

    static func draw(_ w: Widget, _ items: Value, _ a: WidgetRenderer.Args, _ r: WidgetRenderer) -> (Node, Int) {
        switch w {
        case .linkList, .list:
            let rows = items.prefix(a.limit).map { LinkRow(title: $0.title, text: $0.text, href: $0.link?.url, image: $0.image).node }
            return (.element("ul", [.class("link-list")], Array(rows)), 0)
        }
    }
}
