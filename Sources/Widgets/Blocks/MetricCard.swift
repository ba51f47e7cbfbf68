/// One latest measurement: name, value with unit, date and a verified/self-reported badge.
public struct MetricCard: Component {
    public var name: String
    public var value: String
    public var date: String
    public var badge: String
    public var verified: Bool

    public init(name: String, value: String, date: String, badge: String, verified: Bool) {
        self.name = name
        self.value = value
        self.date = date
        self.badge = badge
        self.verified = verified
    }

    public var node: Node {
        .element("div", [.class("metric-card")], [
            .element("p", [.class("metric-name muted")], [.text(name)]),
            .element("p", [.class("metric-value")], [.text(value)]),
            .element("p", [.class("metric-meta")], [
                .element("span", [.class("muted")], [.text(date)]), .text(" "),
                Badge(badge, tone: verified ? .verified : .neutral).node,
            ]),
        ])
    }
}
