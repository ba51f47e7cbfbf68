/// A word-sized line with no axes; each point keeps a tooltip.
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

    public var node: Node {
        let vs = values.map(\.value)
        let lo = vs.min() ?? 0
        let hi = vs.max() ?? 0
        let n = values.count
        func x(_ i: Int) -> Double { n > 1 ? 3 + Double(i) / Double(n - 1) * (Self.width - 6) : Self.width / 2 }
        func y(_ v: Double) -> Double { hi > lo ? 3 + (hi - v) / (hi - lo) * (Self.height - 6) : Self.height / 2 }
        var marks: [Node] = []
        if n > 1 {
            var line = ""
            for i in 0..<n { line.appendPoint(i == 0 ? "M" : "L", x(i), y(vs[i])) }
            marks.append(.element("path", [.class("w-line"), .attr("stroke", color.css), Attribute(name: "d", value: .safe(line))]))
        }
        var dots: [Node] = []
        for i in 0..<n {
            var d = ""
            d.appendPoint("M", x(i), y(vs[i]))
            d.append("h0")
            dots.append(.element("path", [Attribute(name: "d", value: .safe(d)), .class(i == n - 1 ? "w-last" : "")],
                                 [.element("title", [], [.text(values[i].tooltip)])]))
        }
        marks.append(.element("g", [.class("w-dots w-spark-dots"), .attr("stroke", color.css),
                                    Attribute(name: "stroke-linecap", value: .safe("round"))], dots))
        return ChartFrame.figure(
            id: ChartID(id), kind: "spark", text: text, width: Self.width, height: Self.height, marks: marks,
            rows: values.map { ($0.label, $0.valueLabel) }, tableStyle: .visuallyHidden)
    }
}
