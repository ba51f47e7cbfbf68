/// A line chart over a date (or any numeric) axis: points with tooltips, optional area fill,
/// nice value ticks, and as many x labels as fit without overlapping (first and last always).
public struct LineChart: Component {
    /// One point: `x` positions it (e.g. days since epoch), the datum gives value and words.
    public struct Point: Sendable {
        public var x: Double
        public var datum: ChartDatum
        public init(x: Double, datum: ChartDatum) {
            self.x = x.isFinite ? x : 0
            self.datum = datum
        }
    }

    public var id: String
    public var text: ChartText
    public var points: [Point]
    public var color: ColorToken
    public var areaFill: Bool
    public var valueFormatter: ValueFormatter
    /// Whether the y axis always shows 0 (counts) or fits the data (measurements).
    public var includeZero: Bool = true
    /// x-axis labels at these x values (e.g. calendar-aligned dates) instead of labels picked
    /// among the points; any that would overlap a neighbour are left out.
    public var xTicks: [(x: Double, label: String)]?
    /// When set, formats the y-axis ticks instead of `valueFormatter`, given the decimals that
    /// tell the ticks apart (those of the tick step: 0.0005 → 4), so small measurements never
    /// read 0.001 / 0.002 / 0.002.
    public var axisFormatter: AxisFormatter?
    /// A smooth curve that never overshoots a point (`MonotoneCurve`) instead of straight
    /// segments, over a soft gradient area down to the bottom of the plot (measurements).
    public var smooth = false

    /// - Parameters:
    ///   - id: prefix of every id inside the chart; unique on the page.
    ///   - valueFormatter: formats y-axis ticks (locale-aware from the caller).
    public init(
        id: String, text: ChartText, points: [Point], color: ColorToken = .primary, areaFill: Bool = false,
        valueFormatter: @escaping ValueFormatter = DefaultFormatter.plain
    ) {
        self.id = id
        self.text = text
        self.points = points
        self.color = color
        self.areaFill = areaFill
        self.valueFormatter = valueFormatter
    }

    static let width = 400.0
    static let height = 180.0
    /// Labels are measured at the largest size the theme draws them (14 units on phones; 11
    /// on wider screens), so thinned labels never overlap at either width.
    static let fontSize = 14.0

    public var node: Node {
        let sorted = points.enumerated().sorted { ($0.element.x, $0.offset) < ($1.element.x, $1.offset) }.map(\.element)
        let values = sorted.map(\.datum.value)
        let scale = NiceScale(minimum: values.min() ?? 0, maximum: values.max() ?? 0,
                              integral: values.allSatisfy { $0 == $0.rounded() }, includeZero: includeZero)
        var tickFormatter = valueFormatter
        if let axisFormatter {
            let digits = scale.fractionDigits
            tickFormatter = { axisFormatter($0, digits) }
        }
        let axis = YAxis(scale: scale, formatter: tickFormatter, width: Self.width, height: Self.height, fontSize: Self.fontSize)
        let left = axis.plotLeft + 4
        let right = Self.width - 8
        let minX = sorted.first?.x ?? 0
        let maxX = sorted.last?.x ?? 0
        let xs: [Double] = sorted.map { p in
            maxX > minX ? left + (p.x - minX) / (maxX - minX) * (right - left) : (left + right) / 2
        }
        let ys = values.map { axis.y($0) }

        var marks: [Node] = [axis.node]
        if !sorted.isEmpty {
            var line = MarkupBuffer(capacity: 64)
            line.reserve(sorted.count * 14)
            if smooth, let segments = MonotoneCurve.segments(xs: xs, ys: ys) {
                // Relative commands: offsets are shorter than coordinates (about a third less).
                line.reserve(sorted.count * 28)
                var points: [(x: Double, y: Double)] = [(xs[0], ys[0])]
                for s in segments { points += [(s.c1.x, s.c1.y), (s.c2.x, s.c2.y), (s.end.x, s.end.y)] }
                line.appendRelativePath("c", perSegment: 3, points)
            } else {
                line.appendRelativePath("l", perSegment: 1, sorted.indices.map { (xs[$0], ys[$0]) })
            }
            if (areaFill || smooth) && sorted.count > 1 {
                // Counts fill down to 0; a smooth measurement fills to the bottom of its plot.
                let base = smooth ? axis.plotBottom : axis.y(0)
                let area = Self.areaAndLine(line: line, xs: xs, ys: ys, base: base)
                if smooth {
                    // A soft gradient, the line's colour fading out towards the bottom.
                    let gradient = id + "-fill"
                    marks.append(.element("defs", [], [.element("linearGradient", [.id(gradient), .attr("x1", "0"), .attr("y1", "0"),
                                                                                   .attr("x2", "0"), .attr("y2", "1")], [
                        .element("stop", [.attr("offset", "0"), .attr("stop-color", color.css), .attr("stop-opacity", "0.35")]),
                        .element("stop", [.attr("offset", "1"), .attr("stop-color", color.css), .attr("stop-opacity", "0")]),
                    ])]))
                    marks.append(.element("path", [.class("w-fill-line w-area-soft"), .attr("fill", "url(#\(gradient))"), .attr("stroke", color.css)]
                                          + area.dash + [Attribute(name: "d", value: .safe(area.path))]))
                } else {
                    marks.append(.element("path", [.class("w-fill-line"), .attr("fill", color.css), .attr("stroke", color.css)]
                                          + area.dash + [Attribute(name: "d", value: .safe(area.path))]))
                }
            } else {
                marks.append(.element("path", [.class("w-line"), .attr("stroke", color.css), Attribute(name: "d", value: .safe(line.string))]))
            }
            var dots = MarkupBuffer(capacity: sorted.count * 60)
            for i in sorted.indices {
                dots.appendMark(tooltip: sorted[i].datum.tooltip) { d in
                    d.appendPoint("M", xs[i], ys[i])
                    d.append("h0")
                }
            }
            let dotWidth = sorted.count > 60 ? "4" : "7"
            marks.append(.element(
                "g", [.class("w-dots"), .attr("stroke", color.css), Attribute(name: "stroke-width", value: .safe(dotWidth)),
                      Attribute(name: "stroke-linecap", value: .safe("round"))], [dots.node]))
        }
        let placed: [AxisLabels.Placed]
        if let xTicks, maxX > minX {
            placed = AxisLabels.place(ticks: xTicks.filter { $0.x >= minX && $0.x <= maxX }.map { tick in
                (tick.label, left + (tick.x - minX) / (maxX - minX) * (right - left))
            }, left: left, right: right, fontSize: Self.fontSize)
        } else {
            placed = AxisLabels.place(sorted.map(\.datum.label), positions: xs, left: left, right: right, fontSize: Self.fontSize)
        }
        marks.append(.element("g", [.class("w-xl")], placed.map { p in
            ChartFrame.label(p.text, x: p.x, y: Self.height - 5, maxWidth: .infinity, fontSize: Self.fontSize,
                             anchor: p.anchor == "start" ? nil : p.anchor)
        }))
        return ChartFrame.figure(
            id: ChartID(id), kind: "line", text: text, width: Self.width, height: Self.height, marks: marks,
            rows: sorted.map { ($0.datum.label, $0.datum.valueLabel) })
    }
}
