import Testing
@testable import Widgets

/// The chart frame written straight into one buffer (`ChartFrame.figure`, `ChartFrame.table`)
/// is the tree it was built as: on generated titles, summaries and rows (markup, quotes, `&`,
/// line breaks flattened only in SVG, non-ASCII, empty), marks with text and childless
/// elements (self-closed in SVG), with and without `after`, a given data table and extra
/// `<svg>` attributes.
@Suite struct ChartFrameWriterTests {
    static let texts = ["", "<b>x</b>", #"a "b" & 'c'"#, "line\nbreak\tand tab", "Zoë 中文 👍🏽", "plain"]

    /// The former table: a `Node` per element, the rows as one piece of markup.
    static func tableTree(text: ChartText, rows: [(String, String)]) -> Node {
        var body = MarkupBuffer(capacity: rows.count * 40)
        for (label, value) in rows {
            body.append("<tr><th>")
            body.appendEscaped(label, quotes: false, flattenWhitespace: false)
            body.append("</th><td>")
            body.appendEscaped(value, quotes: false, flattenWhitespace: false)
            body.append("</td></tr>")
        }
        let table = Node.element("table", [.class("w-data")], [
            .element("caption", [], [.text(text.title)]),
            .element("thead", [], [.element("tr", [], [.element("th", [], [.text(text.labelHeader)]),
                                                      .element("th", [], [.text(text.valueHeader)])])]),
            .element("tbody", [], [body.node]),
        ])
        return .element("details", [.class("w-table")], [.element("summary", [], [.text(text.dataSummary)]), table])
    }

    /// The former figure.
    static func figureTree(id: ChartID, kind: String, text: ChartText, width: Double, height: Double, marks: [Node],
                           rows: [(String, String)], svgAttributes: [Attribute], after: Node, dataTable: Node?) -> Node {
        var viewBox = MarkupBuffer(capacity: 32)
        viewBox.append("0 0 ")
        viewBox.appendNumber(width)
        viewBox.append(" ")
        viewBox.appendNumber(height)
        let described = !text.summary.isEmpty && text.summary != text.title
        let svg = Node.element("svg", [
            .class("w-svg"), Attribute(name: "viewBox", value: .safe(viewBox.string)), .role("img"),
            Attribute(name: "aria-labelledby", value: .safe(described ? id("t") + " " + id("d") : id("t"))),
        ] + svgAttributes, [
            .element("title", [Attribute(name: "id", value: .safe(id("t")))], [.text(text.title)]),
            described ? .element("desc", [Attribute(name: "id", value: .safe(id("d")))], [.text(text.summary)]) : .empty,
        ] + marks)
        return .element("figure", [.class("w-chart w-" + kind), Attribute(name: "id", value: .safe(id.prefix))],
                        [svg, after, dataTable ?? tableTree(text: text, rows: rows)])
    }

    @Test(arguments: 0..<24) func writtenFrameIsTheTree(seed: Int) {
        let t = { (n: Int) in Self.texts[(seed + n) % Self.texts.count] }
        let text = ChartText(title: t(0), summary: seed % 4 == 0 ? t(0) : t(1), labelHeader: t(2), valueHeader: t(3), dataSummary: t(4))
        let rows = (0..<(seed * 5 % 13)).map { k in (t(k), t(k * 2 + 1)) }
        let marks: [Node] = (0..<(seed % 5)).map { k in
            switch k % 4 {
            case 0: .element("g", [.class("w-dots")], [.element("path", [.attr("d", "M0 0h\(k)")]), .text(t(k))])
            case 1: .element("text", [.number("x", Double(k) * 1.5)], [.text(t(k + 3))])
            case 2: .element("rect", [.attr("width", "4")])
            default: .fragment([.text(t(k)), .element("line", [])])
            }
        }
        let after: Node = seed % 3 == 0 ? .element("p", [.class("w-legend")], [.text(t(5)), .element("br")]) : .empty
        let dataTable: Node? = seed % 5 == 0 ? .element("table", [], [.element("tr", [], [.element("td", [], [.text(t(2))])])]) : nil
        let svgAttributes: [Attribute] = seed % 2 == 0 ? [] : [.attr("preserveAspectRatio", "xMidYMid meet"), .data("x", t(1))]
        let id = ChartID("c-\(seed) <&>")
        let written = ChartFrame.figure(id: id, kind: "k\(seed % 3)", text: text, width: 400, height: Double(seed) * 10.25,
                                        marks: marks, rows: rows, svgAttributes: svgAttributes, after: after, dataTable: dataTable)
        let tree = Self.figureTree(id: id, kind: "k\(seed % 3)", text: text, width: 400, height: Double(seed) * 10.25, marks: marks,
                                   rows: rows, svgAttributes: svgAttributes, after: after, dataTable: dataTable)
        #expect(written.render() == tree.render())
        #expect(ChartFrame.table(text: text, rows: rows).render() == Self.tableTree(text: text, rows: rows).render())
    }
}
