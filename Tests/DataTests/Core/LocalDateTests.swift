import Testing
@testable import SiteData

@Suite struct LocalDateTests {
    @Test(arguments: [
        ("1970-01-01", 0), ("2026-11-22", 20_779), ("2000-02-29", 11_016), ("1969-12-31", -1),
    ])
    func parsesAndPrints(iso: String, days: Int) throws {
        let d = try #require(LocalDate(iso: iso))
        #expect(d.daysSinceEpoch == days)
        #expect(d.iso == iso)
    }

    @Test(arguments: ["2026-02-30", "2026-13-01", "2026-1-01", "26-01-01", "2026/01/01", "", "2026-02-29"])
    func rejectsInvalid(iso: String) {
        #expect(LocalDate(iso: iso) == nil)
    }

    @Test func weekdaysAndStarts() throws {
        let d = try #require(LocalDate(iso: "2026-11-22"))  // a Sunday
        #expect(d.isoWeekday == 7)
        #expect(d.startOfISOWeek.iso == "2026-11-16")
        #expect(d.startOfMonth.iso == "2026-11-01")
        #expect(d.startOfYear.iso == "2026-01-01")
    }

    @Test func lastNDaysIncludesBothEnds() throws {
        let today = try #require(LocalDate(iso: "2026-11-22"))
        let r = DateRange.last(30, endingAt: today)
        #expect(r.from.iso == "2026-10-24")
        #expect(r.dayCount == 30)
        #expect(r.contains(today) && r.contains(r.from) && !r.contains(r.from.adding(days: -1)))
    }

    /// `iso` written as ten bytes is the padded and joined spelling, for every day from the
    /// year 0 to 2400 and around the year 9999, and parses back to the same day; a year of five
    /// digits keeps the padded spelling.
    @Test func isoIsThePaddedSpelling() throws {
        func padded(_ d: LocalDate) -> String {
            let c = d.components
            return LocalDate.pad(c.year, 4) + "-" + LocalDate.pad(c.month, 2) + "-" + LocalDate.pad(c.day, 2)
        }
        let start = try #require(LocalDate(year: 0, month: 1, day: 1))
        let end = try #require(LocalDate(year: 2400, month: 12, day: 31))
        var day = start
        while day <= end {
            #expect(day.iso == padded(day))
            day = day.adding(days: 1)
        }
        let late = try #require(LocalDate(year: 9999, month: 12, day: 1))
        for offset in 0..<60 {
            let d = late.adding(days: offset)
            #expect(d.iso == padded(d))
        }
        #expect(late.adding(days: 31).iso == "10000-01-01")
        #expect(LocalDate(iso: "2026-11-22")?.iso == "2026-11-22")
    }
}
