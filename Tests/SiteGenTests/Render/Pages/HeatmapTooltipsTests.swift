import SiteData
import Testing
@testable import SiteGen

/// The heatmap's tooltips, filled once per count and then per day: the texts of the one
/// lookup per day, in both built-in languages and with templates whose braces are not all
/// placeholders.
@Suite struct HeatmapTooltipsTests {
    static let counts = [0, 1, 2, 3, 4, 5, 11, 12, 21, 22, 25, 101, 1_234, 1_000_000]

    @Test(arguments: [Language.en, .pl]) func theBuiltInTextsAreTheOneLookup(language: Language) throws {
        let strings = try Theme.builtInDefault().strings(language).strings
        try expectOneLookup(strings)
    }

    @Test func oddTemplatesAreTheOneLookup() throws {
        for template in ["{date}{n}", "{{date}} {n}}", "{n{date}} {x} {", "no placeholders", "{date} {date} {n} {n}", "{da{n}te}", "}{"] {
            let yaml = "dashboard:\n  heatmap_cell:\n    one: \"\(template) one\"\n    other: \"\(template)\"\n"
            try expectOneLookup(Strings(StringsTests.table(yaml)))
        }
        // No entry: the key's name, as the lookup gives it.
        try expectOneLookup(Strings(StringsTests.table("nav:\n  x: y\n")))
    }

    func expectOneLookup(_ strings: Strings) throws {
        let start = try #require(LocalDate(iso: "2026-01-01"))
        // Counts the tooltips were made for and one that was not (looked up as before).
        let tooltips = HeatmapTooltips(strings, counts: Self.counts.dropLast())
        for (k, n) in Self.counts.enumerated() {
            for day in [0, 40, 400] {
                let date = start.adding(days: day + k)
                #expect(tooltips.text(date, n) == strings[.dashboardHeatmapCell, count: n, ["date": strings.formatter.date(date)]])
            }
        }
    }
}
