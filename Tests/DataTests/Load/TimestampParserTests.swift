import Foundation
import Testing
@testable import SiteData

@Suite struct TimestampParserTests {
    static let chicago = TimeZone(identifier: "America/Chicago")!

    @Test(arguments: [
        ("2026-03-01T02:30:00Z", "America/Chicago", "2026-02-28"),   // UTC date ≠ local date
        ("2026-03-01T06:00:00Z", "America/Chicago", "2026-03-01"),   // CST midnight
        ("2026-03-08T05:30:00Z", "America/Chicago", "2026-03-07"),   // DST day: 23:30 CST
        ("2026-03-08T08:30:00Z", "America/Chicago", "2026-03-08"),   // after 2:00 → 03:30 CDT
        ("2026-11-01T05:30:00Z", "America/Chicago", "2026-11-01"),   // 00:30 CDT on the fall-back day
        ("2026-11-02T05:30:00Z", "America/Chicago", "2026-11-01"),   // 23:30 CST
        ("2026-02-10T08:30:00.123456-06:00", "UTC", "2026-02-10"),
        ("2026-02-10T20:30:00-06:00", "UTC", "2026-02-11"),
        ("2026-02-10T03:00:00+05:45", "UTC", "2026-02-09"),          // 21:15 UTC the day before
        ("2026-02-10T18:30:00Z", "Asia/Kathmandu", "2026-02-11"),    // +05:45 zone
        ("2026-02-10T23:59:59.999999999Z", "UTC", "2026-02-10"),
        ("2026-02-10 23:30:00+00", "America/Chicago", "2026-02-10"),  // PostgreSQL text form
        ("2026-02-10T23:30+0100", "UTC", "2026-02-10"),
        ("2026-02-10t10:00:00z", "UTC", "2026-02-10"),
        ("2026-02-10", "America/Chicago", "2026-02-10"),             // plain date = that date
        ("2026-02-10", "Pacific/Kiritimati", "2026-02-10"),
    ])
    func calendarDateInZone(text: String, zone: String, expected: String) throws {
        let p = TimestampParser(timeZone: TimeZone(identifier: zone)!)
        #expect(p.localDate(text)?.iso == expected)
    }

    @Test(arguments: [
        "2026-02-10T14:30:00", "2026-02-10T24:00:00Z", "2026-02-30T10:00:00Z", "2026-02-10T14:30:00+5",
        "2026-02-10T14:30:00.Z", "2026-02-10X14:30:00Z", "2026-2-10", "", "2026-02-10T14:30:00+05:45 ",
        "2026-02-10T14:30:00Zjunk", "2026-02-10T14:60:00Z",
    ])
    func rejects(text: String) {
        #expect(TimestampParser(timeZone: Self.chicago).localDate(text) == nil)
    }

    @Test func cachedOffsetsMatchFoundationAcrossAYear() {
        let p = TimestampParser(timeZone: Self.chicago)
        let start = 1_767_225_600  // 2026-01-01T00:00:00Z
        for k in stride(from: 0, to: 366 * 86_400, by: 1_789) {
            let t = start + k
            #expect(p.zoneOffset(atUTC: t) == Self.chicago.secondsFromGMT(for: Date(timeIntervalSince1970: Double(t))))
        }
    }

    /// Days 1970…2169 are cached in an array, others in a dictionary: both agree with
    /// Foundation, across both edges, looked up twice (the second time from the cache).
    @Test func cachedOffsetsMatchFoundationInsideAndOutsideTheArray() {
        let p = TimestampParser(timeZone: Self.chicago)
        let edges = [-3 * 86_400, 73_000 * 86_400 - 3 * 86_400, -400 * 86_400 * 365 / 4]  // 1969-12-29, 2169, 1870
        for pass in 0..<2 {
            for edge in edges {
                for k in stride(from: 0, to: 8 * 86_400, by: 3_607) {
                    let t = edge + k
                    #expect(p.zoneOffset(atUTC: t) == Self.chicago.secondsFromGMT(for: Date(timeIntervalSince1970: Double(t))),
                            "pass \(pass), t \(t)")
                }
            }
        }
        #expect(p.localDate("1969-12-31T23:30:00Z")?.iso == "1969-12-31")
        #expect(p.localDate("1970-01-01T05:59:59Z")?.iso == "1969-12-31")
        #expect(p.localDate("1970-01-01T06:00:00Z")?.iso == "1970-01-01")
        #expect(p.localDate("2170-01-01T05:30:00Z")?.iso == "2169-12-31")
    }

    /// A parser gone leaves its days to the next parser of its zone (`ZoneOffsetCache`), which
    /// answers as Foundation does, across a year with its DST changes, while parsers of the
    /// zone come and go at once on other threads.
    @Test func laterParsersOfAZoneStartFromTheDaysLookedUp() async {
        let zone = TimeZone(identifier: "America/Denver")!
        let start = 1_735_689_600  // 2025-01-01T00:00:00Z
        func check(_ step: Int) -> Int {
            let p = TimestampParser(timeZone: zone)
            var wrong = 0
            for k in stride(from: step, to: 366 * 86_400, by: 3_613 + step) {
                let t = start + k
                if p.zoneOffset(atUTC: t) != zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(t))) { wrong += 1 }
            }
            return wrong
        }
        #expect(check(0) == 0)
        #expect(ZoneOffsetCache.shared.table(for: "America/Denver") != nil)
        let wrong = await withTaskGroup(of: Int.self) { group in
            for step in 1...8 { group.addTask { check(step * 97) } }
            return await group.reduce(0, +)
        }
        #expect(wrong == 0)
        #expect(check(5) == 0)
    }
}
