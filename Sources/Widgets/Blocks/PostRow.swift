/// One social post in a list: platform icon (named for screen readers), meta line, and the content (a link to the post
/// when `href` is given):
/// `<li><i class="ig">Instagram</i> @ana · Nov 3<a href="…">Visit!</a></li>`.
public struct PostRow: Component {
    public var platform: String
    /// The platform as stored (`twitter`, `instagram`, …): which icon (`Icon.platform`).
    public var platformKey: String
    /// Author and date, already joined.
    public var meta: String
    public var content: String?
    public var href: String?
    /// A post that a list filtering for recruiting posts hides: `<li class="other">` (the
    /// social feed's `#recruiting` filter hides these rows). Most of a feed is recruiting, so the
    /// rarer rows carry the class.
    public var other: Bool

    public init(platform: String, platformKey: String, meta: String, content: String? = nil, href: String? = nil,
                other: Bool = false) {
        self.platform = platform
        self.platformKey = platformKey
        self.meta = meta
        self.content = content
        self.href = href
        self.other = other
    }

    public var node: Node {
        // Written straight to markup (`MarkupWriter`): a feed page draws a hundred.
        Node.written(capacity: 512) { w in write(&w) }
    }

    /// The row written into `w` (as `node`).
    public func write(_ w: inout MarkupWriter) {
        Self.write(platform: platform, platformKey: platformKey, meta: meta, content: content, href: href, other: other, into: &w)
    }

    /// A row written from its parts, with no `PostRow` made (a feed page writes hundreds):
    /// `meta` is written as its pieces (`metaLead`, ` · ` when both, `metaTail`: the author and
    /// the date, as `Page.dotJoined` joins them; escaping a text piece by piece writes what
    /// escaping it whole writes); `icon`, when given, is `platformIcon(platformKey, name:
    /// platform)` written once for many rows.
    public static func write(platform: String, platformKey: String, metaLead: String? = nil, meta: String,
                             content: String?, href: String?, other: Bool, icon: Node? = nil, into w: inout MarkupWriter) {
        // No classes and no wrapper around the meta line: the list's `.post-list > li`
        // selectors style the row's own text (icon, author, date) as the meta line and its
        // second child (the content) as the post; a feed draws thousands of rows.
        if other { w.open("li", .class("other")) } else { w.open("li") }
        if let icon { w.node(icon) } else { Icon.writePlatform(platformKey, name: platform, into: &w) }
        w.text(" ")
        if let metaLead {
            w.text(metaLead)
            w.text(" · ")
        }
        w.text(meta)
        if let content {
            if let href {
                // No `rel`: the page's `<meta name="referrer" content="no-referrer">` keeps the
                // referrer for every link at once (a feed writes thousands).
                w.element("a", .href(href), text: content)
            } else {
                w.element("p", text: content)
            }
        }
        w.close("li")
    }

    /// The platform's icon as a row writes it, to write once and pass to `write(…icon:…)`.
    public static func platformIcon(_ platformKey: String, name: String) -> Node {
        Node.written(capacity: 64) { w in Icon.writePlatform(platformKey, name: name, into: &w) }
    }
}
