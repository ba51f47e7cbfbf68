/// Counts per group (schools by status, by division) as a list: label, proportional bar, count.
/// Long labels are cut with an ellipsis; the full label is the tooltip.
public struct GroupedCounts: Component {
    public var id: String
    public var title: String
    public var groups: [ChartDatum]
    public var color: ColorToken
    public var maxLabelCharacters: Int

    public init(id: String, title: String, groups: [ChartDatum], color: ColorToken = .primary, maxLabelCharacters: Int = 24) {
        self.id = id
        self.title = title
        self.groups = groups
        self.color = color
        self.maxLabelCharacters = maxLabelCharacters
    }

    public var node: Node {
        let maximum = groups.map(\.value).max() ?? 0
        let cid = ChartID(id)
        return .element("div", [.class("w-counts"), Attribute(name: "id", value: .safe(cid.prefix))], [
            .element("h3", [.class("w-counts-title"), Attribute(name: "id", value: .safe(cid("t")))], [.text(title)]),
            .element("ul", [Attribute(name: "aria-labelledby", value: .safe(cid("t")))], groups.map { group in
                let shown = TextMetrics.truncated(group.label, toCharacters: maxLabelCharacters)
                let percent = maximum > 0 ? Swift.max(0, group.value) / maximum * 100 : 0
                var style = "width:"
                style.appendNumber(percent)
                style.append("%;background:" + color.css)
                return .element("li", [.title(group.tooltip)], [
                    .element("span", [.class("w-counts-label")], [.text(shown)]),
                    .element("span", [.class("w-counts-track"), .aria("hidden", "true")], [
                        .element("span", [.class("w-counts-bar"), .attr("style", style)]),
                    ]),
                    .element("span", [.class("w-counts-n")], [.text(group.valueLabel)]),
                ])
            }),
        ])
    }
}
