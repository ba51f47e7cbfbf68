/// The accessible wrapper every chart shares: `<figure>`, the `<svg role="img">` with
/// `<title>` and `<desc>`, and the data table with the same numbers in a closed "Show data"
/// `<details>`: visible and reachable by touch and keyboard (a hover `<title>` is not), and
/// taking no room until opened (a visually hidden table still took its full height).
enum ChartFrame {
    /// The figure around a chart's marks (`marks`, then what `writeMarks` writes, about
    /// `marksCapacity` bytes). Written
    /// straight into one buffer (`MarkupWriter`), the marks in SVG (`svgNode`): every
    /// chart has this frame, and a report draws dozens of charts.
    static func figure(
        id: ChartID, kind: String, text: ChartText, width: Double, height: Double,
        marks: [Node], rows: [(String, String)],
        svgAttributes: [Attribute] = [], after: Node = .empty, dataTable: Node? = nil,
        marksCapacity: Int = 0, writeMarks: ((inout MarkupWriter) -> Void)? = nil
    ) -> Node {
        var viewBox = MarkupBuffer(capacity: 32)
        viewBox.append("0 0 ")
        viewBox.appendNumber(width)
        viewBox.append(" ")
        viewBox.appendNumber(height)
        let titleID = id("t")
        let descID = id("d")
        // A summary that only repeats the title (or says nothing) is not written: a screen
        // reader would read the title twice.
        let described = !text.summary.isEmpty && text.summary != text.title
        return Node.written(capacity: 1024 + rows.count * 48 + marksCapacity) { w in
            w.open("figure", .class("w-chart w-" + kind), Attribute(name: "id", value: .safe(id.prefix)))
            w.open("svg", attributes: [
                .class("w-svg"), Attribute(name: "viewBox", value: .safe(viewBox.string)), .role("img"),
                Attribute(name: "aria-labelledby", value: .safe(described ? titleID + " " + descID : titleID)),
            ] + svgAttributes)
            w.open("title", Attribute(name: "id", value: .safe(titleID)))
            w.svgText(text.title)
            w.close("title")
            if described {
                w.open("desc", Attribute(name: "id", value: .safe(descID)))
                w.svgText(text.summary)
                w.close("desc")
            }
            for mark in marks { w.svgNode(mark) }
            // Marks written in place (in SVG: `svgText`, `void`), after `marks`.
            writeMarks?(&w)
            w.close("svg")
            w.node(after)
            if let dataTable { w.node(dataTable) } else { writeTable(text: text, rows: rows, into: &w) }
            w.close("figure")
        }
    }

    static func table(text: ChartText, rows: [(String, String)]) -> Node {
        Node.written(capacity: 256 + rows.count * 48) { writeTable(text: text, rows: rows, into: &$0) }
    }

    /// The chart's numbers in a closed "Show data" `<details>`.
    static func writeTable(text: ChartText, rows: [(String, String)], into w: inout MarkupWriter) {
        w.open("details", .class("w-table"))
        w.element("summary", text: text.dataSummary)
        w.open("table", .class("w-data"))
        w.element("caption", text: text.title)
        w.open("thead")
        w.open("tr")
        w.element("th", text: text.labelHeader)
        w.element("th", text: text.valueHeader)
        w.close("tr")
        w.close("thead")
        w.open("tbody")
        // Each row's tags written as one piece each (a report's tables have hundreds of rows).
        for (label, value) in rows {
            w.buffer.append("<tr><th>")
            w.text(label)
            w.buffer.append("</th><td>")
            w.text(value)
            w.buffer.append("</td></tr>")
        }
        w.close("tbody")
        w.close("table")
        w.close("details")
    }

    /// `<text>` at (x, y), truncated to `maxWidth`, with the full text as tooltip when cut.
    static func label(
        _ text: String, x: Double, y: Double, maxWidth: Double, fontSize: Double, anchor: String? = nil
    ) -> Node {
        let shown = TextMetrics.truncated(text, toWidth: maxWidth, fontSize: fontSize)
        var attributes: [Attribute] = [.number("x", x), .number("y", y)]
        if let anchor { attributes.append(Attribute(name: "text-anchor", value: .safe(anchor))) }
        if shown == text { return .element("text", attributes, [.text(text)]) }
        return .element("text", attributes, [.element("title", [], [.text(text)]), .text(shown)])
    }
}

extension ChartFrame {
    /// `label(…)` written into `w` (inside `<svg>`), the same bytes.
    static func writeLabel(_ text: String, x: Double, y: Double, maxWidth: Double, fontSize: Double, anchor: String? = nil,
                           into w: inout MarkupWriter) {
        let shown = TextMetrics.truncated(text, toWidth: maxWidth, fontSize: fontSize)
        if let anchor {
            w.open("text", .number("x", x), .number("y", y), Attribute(name: "text-anchor", value: .safe(anchor)))
        } else {
            w.open("text", .number("x", x), .number("y", y))
        }
        if shown != text {
            w.open("title")
            w.svgText(text)
            w.close("title")
        }
        w.svgText(shown)
        w.close("text")
    }
}

extension MarkupBuffer {
    /// One chart mark written straight into the buffer (hot path: hundreds per chart):
    /// `<path d="…"><title>tooltip</title></path>`, the tooltip escaped as SVG text.
    mutating func appendMark(tooltip: String, _ pathData: (inout MarkupBuffer) -> Void) {
        append("<path d=\"")
        pathData(&self)
        append("\"><title>")
        appendEscaped(tooltip, quotes: false, flattenWhitespace: true)
        append("</title></path>")
    }

    /// The bytes as a node; only for markup this library wrote through its escapers.
    var node: Node { Node(.trusted(string)) }

    /// Path data: a command and a point, coordinates to 1 decimal (0.1 of a 400-unit viewBox
    /// is invisible, and paths stay small).
    mutating func appendPoint(_ command: String, _ x: Double, _ y: Double) {
        append(command)
        appendNumber(x, decimals: 1)
        append(" ")
        appendNumber(y, decimals: 1)
    }

    mutating func appendCoordinate(_ value: Double) {
        appendNumber(value, decimals: 1)
    }

    /// `value` in whole tenths, rounded as `appendCoordinate` writes it.
    static func tenths(_ value: Double) -> Int {
        guard value.isFinite else { return 0 }
        return Int((Swift.max(-1e13, Swift.min(1e13, value)) * 10).rounded())
    }

    /// A relative path number of `tenths` tenths: a space before it unless it is the first
    /// after its command or its minus sign separates it (`c2.6-8.1 5.1-16.3`).
    mutating func appendOffset(_ tenths: Int, first: Bool = false) {
        if !first && tenths >= 0 { append(" ") }
        appendNumber(Double(tenths) / 10, decimals: 1)
    }

    /// Path data through `points` (x, y pairs, at least one): `M` the first point, then one
    /// relative command (`c` or `l`, repeated implicitly) whose groups of `perSegment` points are
    /// each an offset from the segment's start. Offsets are taken between coordinates rounded
    /// to tenths, so every point lands where the absolute path put it.
    mutating func appendRelativePath(_ command: String, perSegment: Int, _ points: [(x: Double, y: Double)]) {
        appendPoint("M", points[0].x, points[0].y)
        guard points.count > 1 else { return }
        append(command)
        var at = (x: Self.tenths(points[0].x), y: Self.tenths(points[0].y))
        var first = true
        for start in stride(from: 1, to: points.count, by: perSegment) {
            for p in points[start..<Swift.min(start + perSegment, points.count)] {
                appendOffset(Self.tenths(p.x) - at.x, first: first)
                appendOffset(Self.tenths(p.y) - at.y)
                first = false
            }
            let end = points[Swift.min(start + perSegment, points.count) - 1]
            at = (Self.tenths(end.x), Self.tenths(end.y))
        }
    }
}
