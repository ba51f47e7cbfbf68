import Testing
@testable import Widgets

/// A bar chart's category labels are never cut when two rows give them room ("Schools by
/// Status": "Interested", "Contacted", not "Intere…", "Contac…").
@Suite struct BarLabelTests {
    static let text = ChartText(title: "Schools by Status", summary: "Schools by Status", labelHeader: "Status", valueHeader: "Count")

    /// The `<text>` elements of the category axis, as (x, y, text).
    static func labels(_ html: String) -> [(x: String, y: String, text: String)] {
        guard let start = html.range(of: "<g class=\"w-xl\">"), let end = html.range(of: "</g>", range: start.upperBound..<html.endIndex)
        else { return [] }
        return html[start.upperBound..<end.lowerBound].components(separatedBy: "<text ").dropFirst().map { piece in
            func attribute(_ name: String) -> String {
                piece.components(separatedBy: name + "=\"").dropFirst().first?.components(separatedBy: "\"").first ?? ""
            }
            let text = piece.components(separatedBy: ">").dropFirst().first?.components(separatedBy: "<").first ?? ""
            return (attribute("x"), attribute("y"), text)
        }
    }

    @Test func sixStatusesStaggerOnTwoRowsUncut() {
        let statuses = ["Interested", "Contacted", "Visited", "Offered", "Committed", "Declined"]
        let bars = statuses.enumerated().map { ChartDatum(label: $0.element, value: Double($0.offset + 1), valueLabel: "\($0.offset + 1)") }
        let html = BarChart(id: "s", text: Self.text, bars: bars).node.render()
        let labels = Self.labels(html)
        #expect(labels.map(\.text) == statuses)
        #expect(!html.contains("…"))
        #expect(labels.map(\.y) == ["159", "175", "159", "175", "159", "175"])
        // Inside the 400-unit chart: the last label is pulled in from its bar's centre.
        #expect(labels.allSatisfy { Double($0.x)! + TextMetrics.width($0.text, fontSize: 14) / 2 <= 399 })
    }

    @Test func labelsThatFitKeepOneRow() {
        let bars = ["A", "B", "C"].map { ChartDatum(label: $0, value: 1, valueLabel: "1") }
        #expect(Self.labels(BarChart(id: "s", text: Self.text, bars: bars).node.render()).map(\.y) == ["175", "175", "175"])
    }
}

/// Platform Distribution as the design draws it: a large tile per platform.
@Suite struct CountTilesTests {
    @Test func tilesShowIconCountLabelAndShareAndTheDataTable() {
        let text = ChartText(title: "Platform Distribution", summary: "Posts per platform", labelHeader: "Platform", valueHeader: "Posts")
        let html = CountTiles(text: text, tiles: [
            .init(label: "Twitter", value: "19", share: "51%", color: ColorToken("twitter"), icon: .twitter),
            .init(label: "<Instagram>", value: "18", share: nil, color: ColorToken("instagram")),
        ]).node.render()
        #expect(html.hasPrefix(##"<div class="w-count-tiles"><ul class="w-tiles"><li class="w-tile" style="--w-tile:var(--color-twitter)"><span class="w-tile-head"><i class="w-icon i-x"></i>"##))
        #expect(html.contains(#"<span>Twitter</span></span><span class="w-tile-value">19</span><span class="w-tile-share">51%</span></li>"#))
        #expect(html.contains(#"<li class="w-tile" style="--w-tile:var(--color-instagram)"><span class="w-tile-head"><span>&lt;Instagram&gt;</span></span><span class="w-tile-value">18</span></li></ul>"#))
        #expect(html.contains(#"<details class="w-table"><summary>Show data</summary><table class="w-data"><caption>Platform Distribution</caption>"#))
        #expect(html.contains("<tr><th>Twitter</th><td>19</td></tr><tr><th>&lt;Instagram&gt;</th><td>18</td></tr>"))
    }
}

/// A horizontal bar chart's label column is as wide as its longest label needs (120 to 200
/// units), so "Fastball Velocity" reads whole in Metrics by Type, on the page and in print.
@Suite struct HorizontalBarLabelTests {
    static let text = ChartText(title: "Metrics by Type", summary: "", labelHeader: "Metric", valueHeader: "Count")

    static func chart(_ labels: [String]) -> HorizontalBarChart {
        HorizontalBarChart(id: "m", text: text, rows: labels.enumerated().map {
            .init(datum: ChartDatum(label: $0.element, value: Double(10 - $0.offset), valueLabel: "\(10 - $0.offset)"))
        })
    }

    static func printed(_ chart: HorizontalBarChart) -> [String] {
        chart.drawing.shapes.compactMap { if case .text(let s, _, _, _, _) = $0 { s } else { nil } }
    }

    @Test func fastballVelocityIsWholeOnThePageAndInPrint() {
        let chart = Self.chart(["Exit Velocity", "Fastball Velocity", "60-Yard Dash"])
        let width = TextMetrics.width("Fastball Velocity", fontSize: 14)
        #expect(width > 120 && width <= 200)
        #expect(chart.labelWidth == width.rounded(.up))
        let html = chart.node.render()
        #expect(html.contains(">Fastball Velocity</text>"))
        #expect(!html.contains("…"))
        #expect(Self.printed(chart).contains("Fastball Velocity"))
        // The bars start after the wider column and still end before the value column.
        #expect(chart.barLeft == chart.labelWidth + 8)
        #expect(chart.barLeft + chart.barMax == 400 - 96 - 8)
    }

    @Test(arguments: [(["Call", "Text"], 120.0), (["A label far longer than any column could hold whole"], 200.0)])
    func theColumnStaysBetween120And200(labels: [String], expected: Double) {
        let chart = Self.chart(labels)
        #expect(chart.labelWidth == expected)
        if expected == 200 { #expect(Self.printed(chart).first?.hasSuffix("…") == true) }
    }
}
