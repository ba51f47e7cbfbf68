/// Value axis shared by line and bar charts: grid lines and tick labels on the left.
struct YAxis {
    let scale: NiceScale
    let labels: [String]
    let plotLeft: Double
    let plotTop: Double
    let plotBottom: Double
    let width: Double
    let fontSize: Double

    /// `bottom`: room under the plot for the category labels (one row: 20; two: 36).
    init(scale: NiceScale, formatter: ValueFormatter, width: Double, height: Double, fontSize: Double, bottom: Double = 20) {
        self.scale = scale
        self.width = width
        self.fontSize = fontSize
        let ticks = scale.ticks
        let maxLabelWidth = width * 0.25
        labels = ticks.map { TextMetrics.truncated(formatter($0), toWidth: maxLabelWidth, fontSize: fontSize) }
        let widest = labels.map { TextMetrics.width($0, fontSize: fontSize) }.max() ?? 0
        plotLeft = (widest + 6).rounded(.up)
        plotTop = 8
        plotBottom = height - bottom
    }

    func y(_ value: Double) -> Double {
        plotBottom - scale.fraction(value) * (plotBottom - plotTop)
    }

    var node: Node {
        var grid = MarkupBuffer(capacity: 64)
        var texts: [Node] = []
        let ticks = scale.ticks
        for (i, tick) in ticks.enumerated() {
            let y = self.y(tick)
            grid.appendPoint("M", plotLeft, y)
            grid.append("H")
            grid.appendNumber(width - 4)
            texts.append(.element("text", [.number("x", plotLeft - 4), .number("y", y + fontSize * 0.35)], [.text(labels[i])]))
        }
        return .fragment([
            .element("path", [.class("w-grid"), Attribute(name: "d", value: .safe(grid.string))]),
            .element("g", [.class("w-yl"), Attribute(name: "text-anchor", value: .safe("end"))], texts),
        ])
    }
}
