import SiteData
import Testing
@testable import SiteGen

@Suite struct LocaleFormatterSmallDateTests {
    /// The inline path (years 1000…9999) writes what interpolation writes, on every day of two
    /// centuries, the edges of the inline years, and the years outside them (`ShortText`).
    @Test(arguments: [Language.en, .pl])
    func smallDatesReadAsInterpolated(_ language: Language) {
        let f = LocaleFormatter(language)
        var days = Array(LocalDate(year: 1900, month: 1, day: 1)!.daysSinceEpoch...LocalDate(year: 2100, month: 12, day: 31)!.daysSinceEpoch)
        for (y, m, d) in [(999, 12, 31), (1000, 1, 1), (1000, 10, 9), (9999, 12, 31), (10000, 1, 1), (1, 1, 1), (-5, 3, 3)] {
            if let date = LocalDate(year: y, month: m, day: d) { days.append(date.daysSinceEpoch) }
        }
        for day in days {
            let c = LocalDate(daysSinceEpoch: day).components
            let month = f.monthAbbreviation(c.month)
            let expected = language == .en ? "\(month) \(c.day), \(c.year)" : "\(c.day) \(month) \(c.year)"
            let written = f.date(LocalDate(daysSinceEpoch: day))
            if written != expected { Issue.record("\(written) != \(expected)"); return }
        }
        #expect(f.date(LocalDate(year: 2026, month: 10, day: 5)!) == (language == .en ? "Oct 5, 2026" : "5 paź 2026"))
        #expect(f.date(LocalDate(year: 10000, month: 1, day: 1)!) == (language == .en ? "Jan 1, 10000" : "1 sty 10000"))
    }
}
