/// A small bar chart with no axes (e.g. inside a metric card); a tooltip per bar.
public struct MiniBarChart: Component {
    public var id: String
    public var text: ChartText
    public var bars: [ChartDatum]
    public var color: ColorToken

    public init(id: String, text: ChartText, bars: [ChartDatum], color: ColorToken = .primary) {
        self.id = id
        self.text = text
        self.bars = bars
        self.color = color
    }

    static let width = 120.0
    static let height = 36.0

    public var node: Node {
        let values = bars.map(\.value)
        let lo = Swift.min(0, values.min() ?? 0)
        let hi = Swift.max(0, values.max() ?? 0)
        let span = hi - lo
        let step = bars.isEmpty ? 0 : Self.width / Double(bars.count)
        func y(_ v: Double) -> Double {
            span > 0 ? 2 + (hi - v) / span * (Self.height - 4) : Self.height - 2
        }
        var paths: [Node] = []
        for (i, bar) in bars.enumerated() {
            var d = MarkupBuffer(capacity: 64)
            d.appendPoint("M", step * (Double(i) + 0.5), y(0))
            d.append("V")
            // Zero bars keep a hairline so every bar has a mark to hover.
            let top = y(bar.value)
            d.appendNumber(abs(top - y(0)) < 1 ? y(0) - 1 : top)
            paths.append(.element("path", [Attribute(name: "d", value: .safe(d.string))], [.element("title", [], [.text(bar.tooltip)])]))
        }
        var bw = MarkupBuffer(capacity: 64)
        bw.appendNumber(Swift.min(16, step * 0.7))
        return ChartFrame.figure(
            id: ChartID(id), kind: "mini", text: text, width: Self.width, height: Self.height,
            marks: [.element("g", [.class("w-bars"), .attr("stroke", color.css), Attribute(name: "stroke-width", value: .safe(bw.string))], paths)],
            rows: bars.map { ($0.label, $0.valueLabel) })
    }
}
