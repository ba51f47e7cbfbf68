import SiteData
import Widgets

/// The coach's files: résumé and packet downloads, what the packet holds, a `mailto:` to send it.
/// Page-spec name `packet_card`.
enum PacketCardShape: DatasetShapeDefinition {
    typealias Value = PacketCardValue
    static let summary = "résumé and packet downloads, what the packet holds, an email link"

    enum Widget: String, WidgetChoice { case packetCard = "packet_card" }

    static func isEmpty(_ v: Value) -> Bool { v.files.isEmpty && v.missing == nil }

    static func draw(_ w: Widget, _ v: Value, _ a: WidgetRenderer.Args, _ r: WidgetRenderer) -> (Node, Int) {
        switch w {
        case .packetCard:
            var nodes: [Node] = []
            if !v.files.isEmpty {
                nodes.append(.element("ul", [.class("packet-files")], v.files.map { f in
                    .element("li", [], [
                        .element("a", [.class("download-link"), .href(f.href), .attr("download", ""), .attr("type", f.type)],
                                 [Icon.link.node, .text(" "), .text(f.label)]),
                    ])
                }))
                nodes.append(.element("p", [.class("muted")], [.text(v.holds)]))
            }
            if let missing = v.missing { nodes.append(.element("p", [.class("muted")], [.text(missing)])) }
            if let href = v.emailHref {
                nodes.append(.element("p", [], [.element("a", [.class("button"), .href(href)],
                                                        [Icon.mail.node, .text(" "), .text(v.emailLabel)])]))
            }
            return (.fragment(nodes), 0)
        }
    }
}
