import Testing
@testable import Widgets

/// The chart's numbers sit in a visible "Show data" disclosure (no hidden 1 px table), the
/// heatmap explains its shades, and horizontal bars are drawn against what the track means.
@Suite struct ChartDisclosureTests {
    @Test func everyChartEndsWithAShowDataDisclosure() {
        let text = ChartText(title: "Visits", summary: "Per day", labelHeader: "Date", valueHeader: "Visits", dataSummary: "Pokaż dane")
        for (name, chart) in Fixtures.allCharts(Fixtures.data(3), text: text) where name != "spark" && name != "counts" {
            let html = chart.render()
            let expected: String = "<details class=\"w-table\"><summary>Pokaż dane</summary><table class=\"w-data\"><caption>Visits</caption>"
                + "<thead><tr><th>Date</th><th>Visits</th></tr></thead><tbody><tr><th>2026-03-01</th><td>0"
            #expect(html.contains(expected), "\(name)")
            #expect(!html.contains("w-sr"), "\(name)")
        }
    }

    @Test func heatmapHasALessMoreLegendOfTheFiveShades() {
        let html = CalendarHeatmap(id: "h", text: Fixtures.text, days: Fixtures.data(14), firstRow: 0, legend: ("Mniej", "Więcej")).render()
        let swatches: String = (0...4).map { "<span class=\"w-swatch\" style=\"background:var(--color-heat-\($0))\"></span>" }.joined()
        let legend: String = "<p class=\"w-heat-legend\" aria-hidden=\"true\"><span>Mniej</span>" + swatches + "<span>Więcej</span></p>"
        #expect(html.contains(legend))
        #expect(!CalendarHeatmap(id: "h", text: Fixtures.text, days: Fixtures.data(14), firstRow: 0, legend: nil).render().contains("w-heat-legend"))
    }

    static func rows(_ values: [Double]) -> [HorizontalBarChart.Row] {
        values.enumerated().map { .init(datum: ChartDatum(label: "R\($0.offset)", value: $0.element, valueLabel: Fixtures.whole($0.element))) }
    }

    @Test func aTotalMakesTheTrackTheWhole() {
        // Track from x 128, 168 units long; 10 of a total of 20 fills half of it.
        let html = HorizontalBarChart(id: "b", text: Fixtures.text, rows: Self.rows([10, 5]), total: 20).render()
        #expect(html.contains("<path class=\"w-track\" d=\"M128 18h168\"/><path stroke=\"var(--color-primary)\" d=\"M128 18h84\"/>"))
    }

    /// A row is a plain `<g>`, its value text without `text-anchor` (the theme's
    /// `.w-hbars g > text:last-child` ends it at the right edge).
    @Test func aRowIsAPlainGroup() {
        let html = HorizontalBarChart(id: "b", text: Fixtures.text, rows: Self.rows([10, 5]), total: 20).render()
        #expect(html.contains("<g><title>R0: 10</title><text x=\"0\" y=\"22\">R0</text><path class=\"w-track\" d=\"M128 18h168\"/>"
            + "<path stroke=\"var(--color-primary)\" d=\"M128 18h84\"/><text x=\"400\" y=\"22\">10</text></g>"))
        #expect(!html.contains("w-hrow") && !html.contains("text-anchor"))
    }

    @Test func withoutATotalThereIsNoTrack() {
        let html = HorizontalBarChart(id: "b", text: Fixtures.text, rows: Self.rows([10, 5])).render()
        #expect(!html.contains("w-track"))
        #expect(html.contains("<path stroke=\"var(--color-primary)\" d=\"M128 18h168\"/>"))
    }
}
