/// A donut: one arc per segment (own colour token and tooltip), a centre value, and a legend.
public struct DonutChart: Component {
    public struct Segment: Sendable {
        public var datum: ChartDatum
        public var color: ColorToken
        public init(datum: ChartDatum, color: ColorToken) {
            self.datum = datum
            self.color = color
        }
    }

    public var id: String
    public var text: ChartText
    public var segments: [Segment]
    /// Big text in the middle (e.g. the total, formatted); nil for none.
    public var centerLabel: String?
    public var tableStyle: DataTableStyle

    public init(id: String, text: ChartText, segments: [Segment], centerLabel: String? = nil,
                tableStyle: DataTableStyle = .visuallyHidden) {
        self.id = id
        self.text = text
        self.segments = segments
        self.centerLabel = centerLabel
        self.tableStyle = tableStyle
    }

    public var node: Node {
        let total = segments.reduce(0) { $0 + Swift.max(0, $1.datum.value) }
        let ring: [Attribute] = [
            Attribute(name: "cx", value: .safe("60")), Attribute(name: "cy", value: .safe("60")),
            Attribute(name: "r", value: .safe("44")), Attribute(name: "pathLength", value: .safe("100")),
        ]
        var marks: [Node] = [.element("circle", [.class("w-track")] + ring)]
        var start = 0.0
        if total > 0 {
            for segment in segments where segment.datum.value > 0 {
                let share = segment.datum.value / total * 100
                var dash = MarkupBuffer(capacity: 64)
                dash.appendNumber(share)
                dash.append(" 100")
                marks.append(.element(
                    "circle",
                    [.attr("stroke", segment.color.css), Attribute(name: "stroke-dasharray", value: .safe(dash.string)),
                     .number("stroke-dashoffset", 25 - start)] + ring,
                    [.element("title", [], [.text(segment.datum.tooltip)])]))
                start += share
            }
        }
        if let centerLabel {
            marks.append(ChartFrame.label(centerLabel, x: 60, y: 68, maxWidth: 64, fontSize: 22, anchor: "middle"))
        }
        let legend = Node.element("ul", [.class("w-legend")], segments.map { segment in
            .element("li", [], [
                .element("span", [.class("w-swatch"), .attr("style", "background:" + segment.color.css)]),
                .element("span", [.class("w-legend-label")], [.text(segment.datum.label)]),
                .element("span", [.class("w-legend-value")], [.text(segment.datum.valueLabel)]),
            ])
        })
        return ChartFrame.figure(
            id: ChartID(id), kind: "donut", text: text, width: 120, height: 120,
            marks: [.element("g", [.class("w-ring"), Attribute(name: "fill", value: .safe("none")),
                                   Attribute(name: "stroke-width", value: .safe("16"))], marks)],
            rows: segments.map { ($0.datum.label, $0.datum.valueLabel) }, tableStyle: tableStyle, after: legend)
    }
}
