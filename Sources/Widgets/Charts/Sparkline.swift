/// A word-sized line with no axes, usable inside running text (phrasing content only: the
/// numbers for screen readers are a visually hidden list of "label: value" after the SVG).
public struct Sparkline: Component {
    public var id: String
    public var text: ChartText
    public var values: [ChartDatum]
    public var color: ColorToken

    public init(id: String, text: ChartText, values: [ChartDatum], color: ColorToken = .primary) {
        self.id = id
        self.text = text
        self.values = values
        self.color = color
    }

    static let width = 120.0
    static let height = 32.0

    /// Each value's point in the 120 × 32 viewBox: the layout the SVG and the print drawing share.
    var points: [ChartPoint] {
        let vs = values.map(\.value)
        let lo = vs.min() ?? 0
        let hi = vs.max() ?? 0
        let n = values.count
        func x(_ i: Int) -> Double { n > 1 ? 3 + Double(i) / Double(n - 1) * (Self.width - 6) : Self.width / 2 }
        func y(_ v: Double) -> Double { hi > lo ? 3 + (hi - v) / (hi - lo) * (Self.height - 6) : Self.height / 2 }
        return vs.indices.map { ChartPoint(x: x($0), y: y(vs[$0])) }
    }

    public var node: Node {
        let points = self.points
        let n = points.count
        var marks: [Node] = []
        if n > 1 {
            var line = MarkupBuffer(capacity: 64)
            line.appendRelativePath("l", perSegment: 1, points.map { ($0.x, $0.y) })
            marks.append(.element("path", [.class("w-line"), .attr("stroke", color.css), Attribute(name: "d", value: .safe(line.string))]))
        }
        var dots: [Node] = []
        for i in 0..<n {
            var d = MarkupBuffer(capacity: 64)
            d.appendPoint("M", points[i].x, points[i].y)
            d.append("h0")
            dots.append(.element("path", [Attribute(name: "d", value: .safe(d.string))] + (i == n - 1 ? [.class("w-last")] : []),
                                 [.element("title", [], [.text(values[i].tooltip)])]))
        }
        marks.append(.element("g", [.class("w-dots w-spark-dots"), .attr("stroke", color.css),
                                    Attribute(name: "stroke-linecap", value: .safe("round"))], dots))
        let cid = ChartID(id)
        var svgAttributes: [Attribute] = [.class("w-svg"), .attr("viewBox", "0 0 120 32"), .role("img"),
                                          .attr("aria-labelledby", cid("t") + " " + cid("d"))]
        svgAttributes.append(.attr("focusable", "false"))
        var numbers = MarkupBuffer(capacity: values.count * 16)
        for (i, value) in values.enumerated() {
            if i > 0 { numbers.append("; ") }
            numbers.appendEscaped(value.label + ": " + value.valueLabel, quotes: false, flattenWhitespace: false)
        }
        return .element("span", [.class("w-chart w-spark"), .id(cid.prefix)], [
            .element("svg", svgAttributes, [
                .element("title", [.id(cid("t"))], [.text(text.title)]),
                .element("desc", [.id(cid("d"))], [.text(text.summary)]),
            ] + marks),
            .element("span", [.class("w-sr")], [numbers.node]),
        ])
    }
}
