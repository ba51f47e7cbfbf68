import SiteData
import Widgets

/// People to contact: name, what they are ("Head coach · Lincoln High"), and their email and
/// phone as `mailto:`/`tel:` links (the coach page's references).
/// Page-spec name `people`.
enum PeopleShape: DatasetShapeDefinition {
    struct Item: Sendable {
        var name: String
        /// "role · team", "" for none.
        var detail: String
        /// Each link's text (the address as written) and its `mailto:`/`tel:` link.
        var contacts: [(text: String, link: WebLink)]

        /// A reference of `athlete.yml`: "role · team", then the email and phone that make a link.
        init(reference r: ContactPerson) {
            name = r.name
            detail = [r.role, r.team].compactMap { $0.map(ExternalLink.trim) }.filter { !$0.isEmpty }.joined(separator: " · ")
            contacts = [(r.email, r.emailLink), (r.phone, r.phoneLink)].compactMap { text, link in
                link.map { (text: ExternalLink.trim(text ?? $0.url), link: $0) }
            }
        }

        init(name: String, detail: String, contacts: [(text: String, link: WebLink)]) {
            self.name = name
            self.detail = detail
            self.contacts = contacts
        }
    }

    typealias Value = [Item]
    static let summary = "name, role and team, email and phone links"

    enum Widget: String, WidgetChoice { case list }

    static func draw(_ w: Widget, _ items: Value, _ a: WidgetRenderer.Args, _ r: WidgetRenderer) -> (Node, Int) {
        switch w {
        case .list:
            let rows = items.prefix(a.limit).map { person -> Node in
                var parts: [Node] = [.element("strong", [], [.text(person.name)])]
                if !person.detail.isEmpty { parts.append(.element("span", [.class("muted")], [.text(person.detail)])) }
                for contact in person.contacts {
                    parts.append(.element("a", [.href(contact.link.url)], [.text(contact.text)]))
                }
                return .element("li", [], parts)
            }
            return (.element("ul", [.class("w-list people")], Array(rows)), 0)
        }
    }
}
