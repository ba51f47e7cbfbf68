/// One athlete on the family index: a card linking to the athlete's dashboard with photo,
/// name, a detail line and headline figures.
public struct AthleteCard: Component {
    public var name: String
    public var detail: String?
    public var href: String
    public var figures: [(label: String, value: String)]
    /// The photo's address and alternative text.
    public var photo: (src: String, alt: String)?
    /// The card's `id`, for links to it (the family index's letters: `letter-m`); nil for none.
    public var anchor: String?

    public init(name: String, detail: String? = nil, href: String, figures: [(label: String, value: String)],
                photo: (src: String, alt: String)? = nil, anchor: String? = nil) {
        self.name = name
        self.detail = detail
        self.href = href
        self.figures = figures
        self.photo = photo
        self.anchor = anchor
    }

    public var node: Node {
        .element("a", [.class("card athlete-card"), .href(href)] + (anchor.map { [.id($0)] } ?? []), [
            photo.map { .element("img", [.class("athlete-card-photo"), .attr("src", $0.src), .attr("alt", $0.alt)]) } ?? .empty,
            .element("h2", [.class("card-title")], [.text(name)]),
            detail.map { .element("p", [.class("muted")], [.text($0)]) } ?? .empty,
            FactList(figures.map { FactList.Fact($0.label, $0.value) }).node,
        ])
    }
}
