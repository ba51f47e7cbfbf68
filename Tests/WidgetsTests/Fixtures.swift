import Widgets

/// Inputs shared by chart tests.
enum Fixtures {
    static let hostile = ["</text><script>alert(1)</script>", "\"><svg onload=alert(1)>", "javascript:alert(1)",
                          "' onmouseover='x", "&amp;&#0;\u{0}\u{FFFF}", "Zażółć 東京 🏈 — \n\t"]
    static let text = ChartText(title: "Interactions", summary: "Per day, last 30 days", labelHeader: "Date", valueHeader: "Count")

    static func label(_ i: Int) -> String { "2026-03-\(i < 9 ? "0" : "")\(i + 1)" }

    static func data(_ n: Int, _ value: (Int) -> Double = { Double(($0 * 7) % 11) }) -> [ChartDatum] {
        (0..<n).map { ChartDatum(label: label($0 % 30), value: value($0), valueLabel: whole(value($0))) }
    }

    static func whole(_ v: Double) -> String {
        v.isFinite ? String(Int(Swift.max(-1e15, Swift.min(1e15, v)).rounded())) : "-"
    }

    static func points(_ n: Int, _ value: (Int) -> Double = { Double(($0 * 7) % 11) }) -> [LineChart.Point] {
        data(n, value).enumerated().map { LineChart.Point(x: Double($0.offset), datum: $0.element) }
    }

    /// One of every chart, with the given data.
    static func allCharts(_ data: [ChartDatum], text: ChartText = text, prefix: String = "c") -> [(String, Node)] {
        let points = data.enumerated().map { LineChart.Point(x: Double($0.offset), datum: $0.element) }
        return [
            ("line", LineChart(id: prefix + "l", text: text, points: points, areaFill: true).node),
            ("bar", BarChart(id: prefix + "b", text: text, bars: data).node),
            ("hbar", HorizontalBarChart(id: prefix + "h", text: text, rows: data.map { .init(datum: $0, percentLabel: "10%") }).node),
            ("mini", MiniBarChart(id: prefix + "m", text: text, bars: data).node),
            ("spark", Sparkline(id: prefix + "s", text: text, values: data).node),
            ("donut", DonutChart(id: prefix + "d", text: text, segments: data.map { .init(datum: $0, color: .primary) }, centerLabel: data.first?.label).node),
            ("heatmap", CalendarHeatmap(id: prefix + "hm", text: text, days: data, firstRow: 2, rowLabels: data.prefix(7).map(\.label),
                                        columnLabels: data.prefix(5).enumerated().map { ($0.offset * 3, $0.element.label) }).node),
            ("counts", GroupedCounts(id: prefix + "g", title: text.title, groups: data).node),
        ]
    }
}
