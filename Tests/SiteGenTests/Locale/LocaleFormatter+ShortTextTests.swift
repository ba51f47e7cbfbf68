import SiteData
import Testing
@testable import SiteGen

@Suite struct LocaleFormatterShortTextTests {
    /// Dates are written piece by piece; they must read as the interpolated text always did,
    /// in both languages, for every day over several years and at the edges of the calendar.
    @Test(arguments: [Language.en, .pl])
    func datesReadAsInterpolated(_ language: Language) {
        let f = LocaleFormatter(language)
        let start = LocalDate(year: 1999, month: 12, day: 25)!.daysSinceEpoch
        var days = Array(start...(start + 3 * 366))
        days += [LocalDate(year: 1, month: 1, day: 1)!.daysSinceEpoch, LocalDate(year: 9999, month: 12, day: 31)!.daysSinceEpoch]
        for day in days {
            let c = LocalDate(daysSinceEpoch: day).components
            let month = f.monthAbbreviation(c.month)
            let expected = language == .en ? "\(month) \(c.day), \(c.year)" : "\(c.day) \(month) \(c.year)"
            #expect(f.date(LocalDate(daysSinceEpoch: day)) == expected)
        }
        #expect(f.date(LocalDate(year: 2026, month: 11, day: 22)!) == (language == .en ? "Nov 22, 2026" : "22 lis 2026"))
    }

    @Test(arguments: [0, 7, -7, 10, 2026, -2026, 1_000_000_007, Int.max, Int.min])
    func integersReadAsStringOfInt(_ value: Int) {
        let text = LocaleFormatter.shortText(capacity: 64) { t in t.append("x"); t.append(value); t.append("ź") }
        #expect(text == "x\(value)ź")
    }
}
