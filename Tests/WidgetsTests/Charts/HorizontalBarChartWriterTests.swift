import Testing
@testable import Widgets

/// The horizontal bar chart's rows written straight into one buffer (`MarkupWriter` in SVG:
/// `svgText`, `void`) are the tree of elements they were built as: on generated rows with
/// markup, quotes, `&`, line breaks and tabs (flattened in SVG text), non-ASCII, empty and
/// long (truncated, with the full text as a title) labels, zero and negative values, with and
/// without a total.
@Suite struct HorizontalBarChartWriterTests {
    static let texts = ["", "<b>x</b>", #"a "b" & 'c'"#, "line\nbreak\tand tab", "Zoë 中文 👍🏽",
                        "A very long school name that cannot fit the label column at all", "plain", "1,234"]

    /// The former rows: a `Node` per element (`ChartFrame.label` for the texts).
    static func tree(_ chart: HorizontalBarChart) -> Node {
        let labelWidth = chart.labelWidth
        let barLeft = labelWidth + 8
        let barMax = HorizontalBarChart.width - HorizontalBarChart.valueWidth - barLeft - 8
        let font = HorizontalBarChart.fontSize
        var marks: [Node] = []
        for (row, layout) in zip(chart.rows, chart.rowLayout) {
            var track = MarkupBuffer(capacity: 64)
            track.appendPoint("M", barLeft, layout.mid)
            track.append("h")
            track.appendNumber(barMax)
            var bar = MarkupBuffer(capacity: 64)
            bar.appendPoint("M", barLeft, layout.mid)
            bar.append("h")
            bar.appendNumber(Swift.max(0, layout.fraction * barMax))
            var children: [Node] = [
                .element("title", [], [.text(row.datum.tooltip)]),
                ChartFrame.label(row.datum.label, x: 0, y: layout.mid + 4, maxWidth: labelWidth, fontSize: font),
            ]
            if chart.total != nil { children.append(.element("path", [.class("w-track"), Attribute(name: "d", value: .safe(track.string))])) }
            if layout.fraction > 0 {
                children.append(.element("path", [.attr("stroke", row.color.css), Attribute(name: "d", value: .safe(bar.string))]))
            }
            children.append(ChartFrame.label(layout.valueText, x: HorizontalBarChart.width, y: layout.mid + 4,
                                             maxWidth: HorizontalBarChart.valueWidth, fontSize: font))
            marks.append(.element("g", [], children))
        }
        return ChartFrame.figure(id: ChartID(chart.id), kind: "hbars", text: chart.text, width: HorizontalBarChart.width,
                                 height: chart.height, marks: marks,
                                 rows: zip(chart.rows, chart.rowLayout).map { ($0.datum.label, $1.valueText) })
    }

    @Test(arguments: 0..<20) func writtenRowsAreTheTree(seed: Int) {
        let rows = (0..<(seed * 3 % 17)).map { k in
            let t = { (n: Int) in Self.texts[(k * 3 + seed + n) % Self.texts.count] }
            return HorizontalBarChart.Row(
                datum: ChartDatum(label: t(0), value: [0, 3, -2, 12.5, 1e6, 7][(k + seed) % 6], valueLabel: t(1),
                                  tooltip: k % 4 == 0 ? nil : t(2)),
                percentLabel: k % 3 == 0 ? nil : t(3), color: ColorToken(["primary", "accent", "status-offer"][k % 3]))
        }
        let chart = HorizontalBarChart(id: "h-\(seed) & <x>", text: ChartText(title: Self.texts[seed % 8], summary: Self.texts[(seed + 1) % 8],
                                                                      labelHeader: "L", valueHeader: "V"),
                                       rows: rows, total: seed % 3 == 0 ? nil : [100, 0, 5][seed % 3])
        let written = chart.node.render()
        #expect(written == Self.tree(chart).render())
        if rows.count > 0 { #expect(written.contains("<g><title>")) }
    }

    /// `ChartFrame.writeLabel` writes what `ChartFrame.label` builds, cut or not, anchored or not.
    @Test func writtenLabelsAreTheLabels() {
        for text in Self.texts {
            for width in [0.0, 40, 120, .infinity] {
                for anchor in [nil, "end", "middle"] {
                    let node = ChartFrame.label(text, x: 1.25, y: -3, maxWidth: width, fontSize: 14, anchor: anchor)
                    let written = Node.written { ChartFrame.writeLabel(text, x: 1.25, y: -3, maxWidth: width, fontSize: 14, anchor: anchor, into: &$0) }
                    // Both as they are written inside `<svg>`.
                    #expect(Node.element("svg", [], [written]).render() == Node.element("svg", [], [node]).render(), "\(text) \(width)")
                }
            }
        }
    }
}
