extension LineChart {
    /// A line over its filled area as one path, so the line's points are written once (a
    /// metric's chart has 50 of them, and the area used to repeat them all):
    /// `M<last x> <base>H<first x>V<first y>` then the line's relative commands. The path is
    /// left open: its fill closes it up the right edge, from the line's end down to where it
    /// starts. Its stroke would also draw the bottom and the left edge, so a dash hides them:
    /// `stroke-dasharray="99999 <their length>" stroke-dashoffset="99999"` starts the path in the
    /// gap, and the one long dash begins where the line does.
    struct AreaLine {
        var path: String
        var dash: [Attribute]
    }

    /// The area-and-line path for `line` (a path starting `M<xs[0]> <ys[0]>`, as
    /// `appendRelativePath` writes it) down to `base`.
    static func areaAndLine(line: MarkupBuffer, xs: [Double], ys: [Double], base: Double) -> AreaLine {
        var start = MarkupBuffer(capacity: 24)
        start.appendPoint("M", xs[0], ys[0])
        var path = MarkupBuffer(capacity: line.count + 48)
        path.appendPoint("M", xs[xs.count - 1], base)
        path.append("H")
        path.appendCoordinate(xs[0])
        path.append("V")
        path.appendCoordinate(ys[0])
        path.append(String(line.string.dropFirst(start.count)))
        // The hidden length, from the coordinates as written (whole tenths).
        let tenths = abs(MarkupBuffer.tenths(xs[xs.count - 1]) - MarkupBuffer.tenths(xs[0]))
            + abs(MarkupBuffer.tenths(base) - MarkupBuffer.tenths(ys[0]))
        var hidden = MarkupBuffer(capacity: 16)
        hidden.append("99999 ")
        hidden.appendNumber(Double(tenths) / 10, decimals: 1)
        return AreaLine(path: path.string, dash: [
            Attribute(name: "stroke-dasharray", value: .safe(hidden.string)),
            Attribute(name: "stroke-dashoffset", value: .safe("99999")),
        ])
    }
}
