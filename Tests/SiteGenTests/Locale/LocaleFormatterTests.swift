import SiteData
import Testing
@testable import SiteGen

@Suite struct LocaleFormatterTests {
    let en = LocaleFormatter(.en)
    let pl = LocaleFormatter(.pl)
    let nbsp = "\u{00A0}"

    @Test(arguments: [
        (0, "0", "0"), (7, "7", "7"), (999, "999", "999"), (1234, "1,234", "1234"),
        (9999, "9,999", "9999"), (12345, "12,345", "12\u{00A0}345"),
        (1_234_567, "1,234,567", "1\u{00A0}234\u{00A0}567"), (-1234, "-1,234", "-1234"),
        (-12345, "-12,345", "-12\u{00A0}345"),
    ])
    func integer(value: Int, english: String, polish: String) {
        #expect(en.integer(value) == english)
        #expect(pl.integer(value) == polish)
    }

    @Test(arguments: [
        (91.5, 2, "91.5", "91,5"), (91.0, 2, "91", "91"), (3.14159, 2, "3.14", "3,14"),
        (1.005, 2, "1.01", "1,01"), (2.675, 2, "2.68", "2,68"), (0.999, 2, "1", "1"),
        (1234.567, 2, "1,234.57", "1234,57"), (12345.5, 1, "12,345.5", "12\u{00A0}345,5"),
        (-0.004, 2, "0", "0"), (-2.5, 0, "-3", "-3"), (0.05, 1, "0.1", "0,1"),
        (0.00001, 2, "0", "0"), (1e20, 0, "100,000,000,000,000,000,000",
                                  "100\u{00A0}000\u{00A0}000\u{00A0}000\u{00A0}000\u{00A0}000\u{00A0}000"),
        (99.995, 2, "100", "100"),
    ])
    func decimal(value: Double, places: Int, english: String, polish: String) {
        #expect(en.decimal(value, maxFractionDigits: places) == english)
        #expect(pl.decimal(value, maxFractionDigits: places) == polish)
    }

    @Test func fixedKeepsTrailingZeros() {
        #expect(en.fixed(33, fractionDigits: 1) == "33.0")
        #expect(pl.fixed(0.5, fractionDigits: 3) == "0,500")
        #expect(en.fixed(.nan, fractionDigits: 1) == "--")
        #expect(en.decimal(.infinity) == "--")
    }

    @Test func percentages() {
        #expect(en.percent(42) == "42%")
        #expect(pl.percent(42) == "42%")
        #expect(en.percent(100.0 / 3) == "33.3%")
        #expect(pl.percent(100.0 / 3) == "33,3%")
        #expect(en.percent(50.0) == "50.0%")
        #expect(pl.percent(2.0 / 3 * 100, fractionDigits: 0) == "67%")
        #expect(en.percent(Double.nan) == "--")
    }

    @Test(arguments: [
        (0.345, ".345", ",345"), (0.3, ".300", ",300"), (1.0, "1.000", "1,000"),
        (0.0, ".000", ",000"), (0.3455, ".346", ",346"), (0.9996, "1.000", "1,000"),
    ])
    func battingAverage(value: Double, english: String, polish: String) {
        #expect(en.battingAverage(value) == english)
        #expect(pl.battingAverage(value) == polish)
    }

    @Test func dates() {
        let d = LocalDate(year: 2026, month: 11, day: 22)!
        #expect(en.date(d) == "Nov 22, 2026")
        #expect(pl.date(d) == "22 lis 2026")
        #expect(en.shortDate(d) == "Nov 22")
        #expect(pl.shortDate(d) == "22 lis")
        #expect(en.longDate(d) == "November 22, 2026")
        #expect(pl.longDate(d) == "22 listopada 2026")
        #expect(en.monthYear(d) == "Nov 2026")
        #expect(pl.monthYear(d) == "lis 2026")
        let jan = LocalDate(year: 2027, month: 1, day: 3)!
        #expect(pl.date(jan) == "3 sty 2027")
        #expect(en.dateRange(DateRange(from: d, to: jan)) == "Nov 22, 2026 – Jan 3, 2027")
        #expect(pl.dateRange(DateRange(from: d, to: d)) == "22 lis 2026")
    }

    @Test func monthNames() {
        #expect((1...12).map(en.monthAbbreviation) ==
            ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"])
        #expect((1...12).map(pl.monthAbbreviation) ==
            ["sty", "lut", "mar", "kwi", "maj", "cze", "lip", "sie", "wrz", "paź", "lis", "gru"])
        #expect(en.monthName(10) == "October")
        #expect(pl.monthName(10) == "październik")
    }

    @Test func weekdays() {
        #expect(en.weekdayInitials == ["M", "T", "W", "T", "F", "S", "S"])
        #expect(pl.weekdayInitials == ["P", "W", "Ś", "C", "P", "S", "N"])
        #expect(en.weekdayAbbreviation(7) == "Sun")
        #expect(pl.weekdayAbbreviation(3) == "śr.")
    }

    @Test(arguments: [
        (0, PluralCategory.other, PluralCategory.many), (1, .one, .one), (2, .other, .few),
        (4, .other, .few), (5, .other, .many), (11, .other, .many), (12, .other, .many),
        (14, .other, .many), (21, .other, .many), (22, .other, .few), (25, .other, .many),
        (104, .other, .few), (112, .other, .many), (1001, .other, .many), (-2, .other, .few),
    ])
    func pluralCategories(count: Int, english: PluralCategory, polish: PluralCategory) {
        #expect(Language.en.pluralCategory(count) == english)
        #expect(Language.pl.pluralCategory(count) == polish)
    }

    @Test func languageIdentifiers() {
        #expect(Language(identifier: "pl-PL") == .pl)
        #expect(Language(identifier: "EN_us") == .en)
        #expect(Language(identifier: "de") == nil)
        #expect(Language(identifier: "") == nil)
    }
}
