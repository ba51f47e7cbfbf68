/// A link that downloads a file (a CSV), with the link icon.
public struct DownloadLink: Component {
    public var label: String
    public var href: String

    public init(_ label: String, href: String) {
        self.label = label
        self.href = href
    }

    public var node: Node {
        .element("p", [], [.element("a", [.class("download-link"), .href(href), .attr("download", "")],
                                    [Icon.link.node, .text(" "), .text(label)])])
    }
}
