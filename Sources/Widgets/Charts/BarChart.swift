/// A vertical bar chart: up to a few hundred bars, a tooltip per bar, nice value ticks, all
/// category labels when they fit, else only the first and last.
public struct BarChart: Component {
    public var id: String
    public var text: ChartText
    public var bars: [ChartDatum]
    public var color: ColorToken
    public var valueFormatter: ValueFormatter

    public init(
        id: String, text: ChartText, bars: [ChartDatum], color: ColorToken = .primary,
        valueFormatter: @escaping ValueFormatter = DefaultFormatter.plain
    ) {
        self.id = id
        self.text = text
        self.bars = bars
        self.color = color
        self.valueFormatter = valueFormatter
    }

    static let width = 400.0
    static let height = 180.0
    /// Labels are measured at the largest size the theme draws them (14 units on phones; 11
    /// on wider screens), so thinned labels never overlap at either width.
    static let fontSize = 14.0

    public var node: Node {
        let values = bars.map(\.value)
        let scale = NiceScale(minimum: values.min() ?? 0, maximum: values.max() ?? 0,
                              integral: values.allSatisfy { $0 == $0.rounded() })
        var axis = YAxis(scale: scale, formatter: valueFormatter, width: Self.width, height: Self.height, fontSize: Self.fontSize)
        let left = axis.plotLeft + 2
        let right = Self.width - 4
        let step = bars.isEmpty ? 0 : (right - left) / Double(bars.count)
        // Category labels: one row when each fits its slot; two staggered rows (every other label
        // one row lower, so each has two slots) when that is enough for every one, so
        // "Interested" is never cut to "Intere…". The rows take room from the plot, not its width.
        let labels = bars.map(\.label)
        let widest = labels.map { TextMetrics.width($0, fontSize: Self.fontSize) }.max() ?? 0
        let staggered = bars.count > 1 && widest > step - 4 && widest <= 2 * step - 4
            && step >= TextMetrics.width("MMM", fontSize: Self.fontSize)
        if staggered {
            axis = YAxis(scale: scale, formatter: valueFormatter, width: Self.width, height: Self.height, fontSize: Self.fontSize, bottom: 36)
        }
        let barWidth = Swift.min(48, step * (bars.count > 60 ? 0.8 : 0.7))
        let base = axis.y(0)

        var marks: [Node] = [axis.node]
        var paths = MarkupBuffer(capacity: bars.count * 60)
        for (i, bar) in bars.enumerated() where bar.value != 0 {
            let x = left + step * (Double(i) + 0.5)
            paths.appendMark(tooltip: bar.tooltip) { d in
                d.appendPoint("M", x, base)
                d.append("V")
                d.appendCoordinate(axis.y(bar.value))
            }
        }
        var bw = MarkupBuffer(capacity: 64)
        bw.appendNumber(barWidth)
        marks.append(.element("g", [.class("w-bars"), .attr("stroke", color.css), Attribute(name: "stroke-width", value: .safe(bw.string))], [paths.node]))

        // Category labels: every one when each fits its slot (or two, staggered), else first and last.
        let fitsAll = step >= TextMetrics.width("MMM", fontSize: Self.fontSize)
        var texts: [Node] = []
        if staggered {
            for (i, label) in labels.enumerated() {
                // Kept inside the chart: the first and last labels may be wider than their bar's slot.
                let half = TextMetrics.width(label, fontSize: Self.fontSize) / 2
                let x = Swift.min(Swift.max(left + step * (Double(i) + 0.5), axis.plotLeft - 4 + half), Self.width - 1 - half)
                texts.append(ChartFrame.label(label, x: x, y: Self.height - (i % 2 == 0 ? 21 : 5),
                                              maxWidth: 2 * step - 4, fontSize: Self.fontSize, anchor: "middle"))
            }
        } else if fitsAll {
            for (i, label) in labels.enumerated() {
                texts.append(ChartFrame.label(label, x: left + step * (Double(i) + 0.5), y: Self.height - 5,
                                              maxWidth: step - 4, fontSize: Self.fontSize, anchor: "middle"))
            }
        } else if !labels.isEmpty {
            let placed = AxisLabels.place([labels[0], labels[labels.count - 1]], positions: [left, right],
                                          left: left, right: right, fontSize: Self.fontSize)
            for p in placed {
                texts.append(ChartFrame.label(labels[p.index == 0 ? 0 : labels.count - 1], x: p.x, y: Self.height - 5,
                                              maxWidth: (right - left) / 2 - 6, fontSize: Self.fontSize,
                                              anchor: p.anchor == "start" ? nil : p.anchor))
            }
        }
        marks.append(.element("g", [.class("w-xl")], texts))
        return ChartFrame.figure(
            id: ChartID(id), kind: "bars", text: text, width: Self.width, height: Self.height, marks: marks,
            rows: bars.map { ($0.label, $0.valueLabel) })
    }
}
