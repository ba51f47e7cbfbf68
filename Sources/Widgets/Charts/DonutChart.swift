#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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

    public init(id: String, text: ChartText, segments: [Segment], centerLabel: String? = nil) {
        self.id = id
        self.text = text
        self.segments = segments
        self.centerLabel = centerLabel
    }

    static let center = 60.0
    static let radius = 44.0

    /// The point at `degrees` clockwise from 12 o'clock on the ring.
    static func point(_ degrees: Double) -> (x: Double, y: Double) {
        let radians = degrees * .pi / 180
        return (center + radius * sin(radians), center - radius * cos(radians))
    }

    /// Path data of the ring arc from `from` to `to` degrees (clockwise). Arcs are exact in
    /// every renderer (a dashed circle depends on where each browser starts the dash); a
    /// whole ring is drawn as two half arcs, since one arc cannot end where it starts.
    static func arc(from: Double, to: Double) -> String {
        var d = MarkupBuffer(capacity: 64)
        func segment(_ a: Double, _ b: Double) {
            let end = point(b)
            d.append("A44 44 0 ")
            d.append(b - a > 180 ? "1" : "0")
            d.append(" 1 ")
            d.appendNumber(end.x)
            d.append(" ")
            d.appendNumber(end.y)
        }
        let start = point(from)
        d.append("M")
        d.appendNumber(start.x)
        d.append(" ")
        d.appendNumber(start.y)
        if to - from >= 359.99 {
            segment(from, from + 180)
            segment(from + 180, from + 360)
        } else {
            segment(from, to)
        }
        return d.string
    }

    public var node: Node {
        let total = segments.reduce(0) { $0 + Swift.max(0, $1.datum.value) }
        let ring: [Attribute] = [
            Attribute(name: "cx", value: .safe("60")), Attribute(name: "cy", value: .safe("60")),
            Attribute(name: "r", value: .safe("44")),
        ]
        var marks: [Node] = [.element("circle", [.class("w-track")] + ring)]
        var start = 0.0
        if total > 0 {
            for segment in segments where segment.datum.value > 0 {
                let end = start + segment.datum.value / total * 360
                marks.append(.element(
                    "path",
                    [Attribute(name: "d", value: .safe(Self.arc(from: start, to: end))), .attr("stroke", segment.color.css)],
                    [.element("title", [], [.text(segment.datum.tooltip)])]))
                start = end
            }
        }
        if let centerLabel {
            marks.append(ChartFrame.label(centerLabel, x: 60, y: 65, maxWidth: 64, fontSize: 15, anchor: "middle"))
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
            rows: segments.map { ($0.datum.label, $0.datum.valueLabel) }, after: legend)
    }
}
