/// Horizontal bars with label, bar, count and percentage per row (e.g. sentiment
/// distribution). Each row has its own colour token.
public struct HorizontalBarChart: Component {
    public struct Row: Sendable {
        public var datum: ChartDatum
        /// Shown after the count, already formatted (e.g. "40.0%"); nil for none.
        public var percentLabel: String?
        public var color: ColorToken
        public init(datum: ChartDatum, percentLabel: String? = nil, color: ColorToken = .primary) {
            self.datum = datum
            self.percentLabel = percentLabel
            self.color = color
        }
    }

    public var id: String
    public var text: ChartText
    public var rows: [Row]
    /// The value a full-length track stands for (e.g. the total, when rows are shares of it):
    /// a bar of half of it fills half the track. nil: bars are scaled to the largest value and
    /// no track is drawn, since a full track would make the largest bar read as 100 %.
    public var total: Double?

    public init(id: String, text: ChartText, rows: [Row], total: Double? = nil) {
        self.id = id
        self.text = text
        self.rows = rows
        self.total = total.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
    }

    static let width = 400.0
    static let rowHeight = 28.0
    /// Measured at the phone size (14 units; 12 on wider screens), so cut labels fit at both.
    static let fontSize = 14.0

    /// The label column is as wide as the longest label needs, from 120 up to 200 units, so
    /// "Fastball Velocity" reads whole; longer labels are cut with "…" at 200. The bars take
    /// what is left (at least 88 units).
    static let minLabelWidth = 120.0
    static let maxLabelWidth = 200.0
    static let valueWidth = 96.0

    var labelWidth: Double {
        let widest = rows.map { TextMetrics.width($0.datum.label, fontSize: Self.fontSize) }.max() ?? 0
        return Swift.min(Self.maxLabelWidth, Swift.max(Self.minLabelWidth, widest.rounded(.up)))
    }
    var barLeft: Double { labelWidth + 8 }
    var barMax: Double { Self.width - Self.valueWidth - barLeft - 8 }

    /// Where a row sits and how long its bar is: the layout the SVG and the print drawing share.
    struct RowLayout {
        /// The vertical centre of the row's bar; labels sit on `mid + 4`.
        var mid: Double
        /// The bar's share of the track, 0…1.
        var fraction: Double
        /// "count (percent)", as the value label shows it.
        var valueText: String
    }

    var rowLayout: [RowLayout] {
        let largest = Swift.max(0, rows.map(\.datum.value).max() ?? 0)
        let maximum = total.map { Swift.max($0, largest) } ?? largest
        return rows.enumerated().map { i, row in
            let top = Double(i) * Self.rowHeight + 4
            let fraction = maximum > 0 ? Swift.max(0, row.datum.value) / maximum : 0
            return RowLayout(mid: top + Self.rowHeight / 2, fraction: fraction,
                             valueText: row.percentLabel.map { row.datum.valueLabel + " (" + $0 + ")" } ?? row.datum.valueLabel)
        }
    }

    var height: Double { Swift.max(1, Double(rows.count)) * Self.rowHeight + 8 }

    public var node: Node {
        // The label column's width measured once (`barLeft` and `barMax` measure it again).
        let labelWidth = self.labelWidth
        let barLeft = labelWidth + 8
        let barMax = Self.width - Self.valueWidth - barLeft - 8
        let layouts = rowLayout
        // The rows' marks written straight into the figure's buffer (`MarkupWriter` in SVG:
        // `svgText`, `void`): a report draws dozens of these charts, each a group of four or
        // five elements a row.
        let capacity = rows.count * 220
        let writeMarks = { (w: inout MarkupWriter) in
            for (row, layout) in zip(rows, layouts) {
                let (mid, fraction, valueText) = (layout.mid, layout.fraction, layout.valueText)
                w.open("g")
                w.open("title")
                w.svgText(row.datum.tooltip)
                w.close("title")
                ChartFrame.writeLabel(row.datum.label, x: 0, y: mid + 4, maxWidth: labelWidth, fontSize: Self.fontSize, into: &w)
                if total != nil {
                    var track = MarkupBuffer(capacity: 64)
                    track.appendPoint("M", barLeft, mid)
                    track.append("h")
                    track.appendNumber(barMax)
                    w.void("path", attributes: [.class("w-track"), Attribute(name: "d", value: .safe(track.string))])
                }
                if fraction > 0 {
                    var bar = MarkupBuffer(capacity: 64)
                    bar.appendPoint("M", barLeft, mid)
                    bar.append("h")
                    bar.appendNumber(Swift.max(0, fraction * barMax))
                    w.void("path", attributes: [.attr("stroke", row.color.css), Attribute(name: "d", value: .safe(bar.string))])
                }
                // Ends at the right edge: the theme's `.w-hbars g > text:last-child` anchors it there
                // (`text-anchor: end`), as each row's group is `.w-hbars g`; a report draws dozens.
                ChartFrame.writeLabel(valueText, x: Self.width, y: mid + 4, maxWidth: Self.valueWidth, fontSize: Self.fontSize, into: &w)
                w.close("g")
            }
        }
        return ChartFrame.figure(
            id: ChartID(id), kind: "hbars", text: text, width: Self.width, height: height, marks: [],
            rows: zip(rows, layouts).map { row, layout in (row.datum.label, layout.valueText) },
            marksCapacity: capacity, writeMarks: writeMarks)
    }
}
