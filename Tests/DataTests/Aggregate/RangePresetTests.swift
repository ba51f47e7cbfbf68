import Testing
@testable import SiteData

/// One preset vocabulary for the spec loader, the reports and social analytics.
@Suite struct RangePresetTests {
    static let today = LocalDate(iso: "2026-03-15")!

    @Test(arguments: [
        (RangePreset.last7Days, "2026-03-09"), (.last30Days, "2026-02-14"), (.last90Days, "2025-12-16"),
        (.last6Months, "2025-09-17"), (.yearToDate, "2026-01-01"), (.lastYear, "2025-03-16"),
    ])
    func windowsEndToday(preset: RangePreset, from: String) {
        #expect(preset.window(endingAt: Self.today) == DateRange(from: LocalDate(iso: from)!, to: Self.today))
    }

    @Test func allTimeHasNoWindowAndNamesAreTheURLs() {
        #expect(RangePreset.allTime.window(endingAt: Self.today) == nil)
        #expect(RangePreset.allCases.map(\.name) == ["last-7-days", "last-30-days", "last-90-days", "last-6-months",
                                                     "year-to-date", "last-year", "all-time"])
        #expect(RangePreset.default == .last30Days)
        #expect(RangePreset.social == [.last7Days, .last30Days, .last90Days, .allTime])
        #expect(ReportPreset.standard == RangePreset.allCases.map(ReportPreset.preset))
    }
}
