/// An action item: urgency dot and badge, title, description (two lines), optional link:
/// `<article class="w-action w-urgency-high"><div><h3>title</h3><span class="w-badge …">High</span></div><p>description</p><a href="…">link</a></article>`.
/// Only the article has classes: the theme styles its parts by position (`.w-action > div` the
/// head, whose `::before` is the urgency dot, `> p` the description, `> a` the link); the
/// dashboard and the actions page draw dozens.
public struct ActionItemCard: Component {
    public enum Urgency: String, Sendable {
        case high, medium, low
    }

    public var title: String
    public var description: String
    public var urgency: Urgency
    /// The urgency in words (e.g. "High"), so it is not told by colour alone.
    public var urgencyLabel: String
    public var href: String?
    public var linkLabel: String?
    /// 2–6: the title's heading level in the page's outline.
    public var headingLevel: Int

    public init(title: String, description: String, urgency: Urgency, urgencyLabel: String,
                href: String? = nil, linkLabel: String? = nil, headingLevel: Int = 3) {
        self.title = title
        self.description = description
        self.urgency = urgency
        self.urgencyLabel = urgencyLabel
        self.href = href
        self.linkLabel = linkLabel
        self.headingLevel = Swift.max(2, Swift.min(6, headingLevel))
    }

    public var node: Node {
        let tone: Badge.Tone = urgency == .high ? .high : urgency == .medium ? .medium : .low
        return Node.element("article", [.class("w-action w-urgency-" + urgency.rawValue)]) {
            Node.div([]) {
                Node.element("h\(headingLevel)", [], [.text(title)])
                Badge(urgencyLabel, tone: tone)
            }
            Node.element("p", [], [.text(description)])
            if let href, let linkLabel {
                Node.a(href: href, []) { linkLabel }
            }
        }
    }
}
