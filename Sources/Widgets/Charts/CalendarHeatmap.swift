/// A calendar heatmap: one column per week, one row per weekday (26 × 7 by default), five
/// colour levels relative to the busiest day, a tooltip per day.
public struct CalendarHeatmap: Component {
    public var id: String
    public var text: ChartText
    /// Days in order, oldest first.
    public var days: [ChartDatum]
    /// Row (0–6) of the first day, e.g. its weekday with Monday = 0.
    public var firstRow: Int
    /// Up to 7 row labels (weekday names); empty strings are skipped.
    public var rowLabels: [String]
    /// Column labels (e.g. month names) at week columns.
    public var columnLabels: [(column: Int, label: String)]
    public var weeks: Int
    /// The words at the ends of the colour legend (e.g. "Less", "More"); nil for no legend.
    public var legend: (less: String, more: String)?

    public init(id: String, text: ChartText, days: [ChartDatum], firstRow: Int, rowLabels: [String] = [],
                columnLabels: [(column: Int, label: String)] = [], weeks: Int = 26,
                legend: (less: String, more: String)? = ("Less", "More")) {
        self.id = id
        self.text = text
        self.days = days
        self.firstRow = Swift.max(0, Swift.min(6, firstRow))
        self.rowLabels = rowLabels
        self.columnLabels = columnLabels
        self.weeks = Swift.max(1, Swift.min(60, weeks))
        self.legend = legend
    }

    static let pitch = 14.0
    static let cell = 11.0
    static let left = 30.0
    static let top = 16.0
    /// Labels are placed for the phone size (13 units; 10 on wider screens).
    static let fontSize = 13.0

    /// Colour level 0–4 of `value` against the busiest day `maximum`.
    static func level(_ value: Double, maximum: Double) -> Int {
        guard value > 0, maximum > 0 else { return 0 }
        return Swift.max(1, Swift.min(4, Int((value / maximum * 4).rounded(.up))))
    }

    public var node: Node {
        let slots = weeks * 7
        let shown = Array(days.prefix(slots - firstRow))
        let maximum = shown.map(\.value).max() ?? 0
        var groups = Array(repeating: MarkupBuffer(capacity: 0), count: 5)
        for (i, day) in shown.enumerated() {
            let slot = i + firstRow
            let x = Self.left + Double(slot / 7) * Self.pitch + Self.cell / 2
            let y = Self.top + Double(slot % 7) * Self.pitch + Self.cell / 2
            groups[Self.level(day.value, maximum: maximum)].appendMark(tooltip: day.tooltip) { d in
                d.appendPoint("M", x, y)
                d.append("h0")
            }
        }
        var marks: [Node] = []
        for (level, cells) in groups.enumerated() where !cells.isEmpty {
            marks.append(.element("g", [.class("w-heat"), .attr("stroke", "var(--color-heat-\(level))")], [cells.node]))
        }
        let width = Self.left + Double(weeks) * Self.pitch
        var labels: [Node] = []
        for (row, label) in rowLabels.prefix(7).enumerated() where !label.isEmpty {
            labels.append(ChartFrame.label(label, x: 0, y: Self.top + Double(row) * Self.pitch + 10,
                                           maxWidth: Self.left - 3, fontSize: Self.fontSize))
        }
        var occupiedUntil = -Double.infinity
        for (column, label) in columnLabels.sorted(by: { $0.column < $1.column }) where (0..<weeks).contains(column) {
            let x = Self.left + Double(column) * Self.pitch
            let shownLabel = TextMetrics.truncated(label, toWidth: width - x, fontSize: Self.fontSize)
            guard x >= occupiedUntil else { continue }
            labels.append(ChartFrame.label(label, x: x, y: 10, maxWidth: width - x, fontSize: Self.fontSize))
            occupiedUntil = x + TextMetrics.width(shownLabel, fontSize: Self.fontSize) + 4
        }
        marks.append(.element("g", [.class("w-xl")], labels))
        return ChartFrame.figure(
            id: ChartID(id), kind: "heatmap", text: text, width: width, height: Self.top + 7 * Self.pitch,
            marks: [.element("g", [Attribute(name: "stroke-width", value: .safe("11")),
                                   Attribute(name: "stroke-linecap", value: .safe("square"))], marks)],
            rows: shown.map { ($0.label, $0.valueLabel) }, after: legendNode)
    }

    /// "Less ■■■■■ More": what the five shades mean (visual only; the numbers are in the table).
    var legendNode: Node {
        guard let legend else { return .empty }
        let swatches: [Node] = (0...4).map { level in
            .element("span", [.class("w-swatch"), .attr("style", "background:var(--color-heat-\(level))")])
        }
        return .element("p", [.class("w-heat-legend"), .aria("hidden", "true")],
                        [.element("span", [], [.text(legend.less)])] + swatches + [.element("span", [], [.text(legend.more)])])
    }
}
