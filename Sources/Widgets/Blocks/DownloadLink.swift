/// A link that downloads a file (a CSV, a calendar), with an icon.
public struct DownloadLink: Component {
    public var label: String
    public var href: String
    public var icon: Icon
    /// The name the browser saves the file under; "" keeps the link's own file name.
    public var fileName: String
    /// The file's media type (`text/calendar`), a hint for the browser.
    public var type: String?

    public init(_ label: String, href: String, icon: Icon = .link, fileName: String = "", type: String? = nil) {
        self.label = label
        self.href = href
        self.icon = icon
        self.fileName = fileName
        self.type = type
    }

    public var node: Node {
        var attributes: [Attribute] = [.class("download-link"), .href(href), .attr("download", fileName)]
        if let type { attributes.append(.attr("type", type)) }
        return .element("p", [], [.element("a", attributes, [icon.node, .text(" "), .text(label)])])
    }
}
