/// One latest measurement: name, value with unit, date and a verified/self-reported badge.
public struct MetricCard: Component {
    public var name: String
    public var value: String
    public var date: String
    public var badge: String
    public var verified: Bool
    /// What a screen reader says for name, value and date, when set ("Fastball Velocity,
    /// 89.6 mph, recorded Nov 16, 2026"); the three are then hidden from it, the badge is not.
    public var spoken: String?
    /// Who measured it and where, linked to `sourceHref` when given (a headline mark's).
    public var source: String?
    public var sourceHref: String?
    /// A line under it ("Self-reported 90.3 mph · May 1, 2026").
    public var note: String?

    public init(name: String, value: String, date: String, badge: String, verified: Bool, spoken: String? = nil,
                source: String? = nil, sourceHref: String? = nil, note: String? = nil) {
        self.source = source
        self.sourceHref = sourceHref
        self.note = note
        self.name = name
        self.value = value
        self.date = date
        self.badge = badge
        self.verified = verified
        self.spoken = spoken
    }

    public var node: Node {
        let hidden: [Attribute] = spoken == nil ? [] : [.aria("hidden", "true")]
        return .element("div", [.class("metric-card")], [
            spoken.map { .element("p", [.class("w-sr")], [.text($0)]) } ?? .empty,
            .element("p", [.class("metric-name muted")] + hidden, [.text(name)]),
            .element("p", [.class("metric-value")] + hidden, [.text(value)]),
            .element("p", [.class("metric-meta")], [
                .element("span", [.class("muted")] + hidden, [.text(date)]), .text(" "),
                Badge(badge, tone: verified ? .verified : .neutral).node,
            ]),
            source.map { text in
                .element("p", [.class("metric-source muted")],
                         [sourceHref.map { .element("a", [.href($0)], [.text(text)]) } ?? .text(text)])
            } ?? .empty,
            note.map { .element("p", [.class("metric-note muted")], [.text($0)]) } ?? .empty,
        ])
    }
}
