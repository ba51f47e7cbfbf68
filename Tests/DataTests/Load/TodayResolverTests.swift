import Foundation
import Testing
@testable import SiteData

@Suite struct TodayResolverTests {
    let clock = { Date(timeIntervalSince1970: 1_795_000_000) }  // 2026-11-18T…Z

    @Test func order() throws {
        let config = LocalDate(iso: "2026-01-02")
        #expect(try TodayResolver.resolve(cli: "2026-01-01", config: config, sourceDateEpoch: "0", now: clock).iso == "2026-01-01")
        #expect(try TodayResolver.resolve(cli: nil, config: config, sourceDateEpoch: "0", now: clock).iso == "2026-01-02")
        #expect(try TodayResolver.resolve(cli: nil, config: nil, sourceDateEpoch: "1795046399", now: clock).iso == "2026-11-18")
        #expect(try TodayResolver.resolve(cli: nil, config: nil, sourceDateEpoch: "", now: clock).iso == "2026-11-18")
        #expect(try TodayResolver.resolve(cli: nil, config: nil, sourceDateEpoch: nil, now: clock).iso == "2026-11-18")
    }

    @Test func lastAcceptedDay() throws {
        #expect(try TodayResolver.resolve(cli: nil, config: nil, sourceDateEpoch: "253402300799", now: clock).iso == "9999-12-31")
        #expect(try TodayResolver.resolve(cli: "9999-12-31", config: nil, sourceDateEpoch: nil, now: clock).iso == "9999-12-31")
    }

    @Test func aClockPastTheYear9999IsRefused() {
        do {
            _ = try TodayResolver.resolve(cli: nil, config: nil, sourceDateEpoch: nil,
                                          now: { Date(timeIntervalSince1970: 9_999_999_999_999) })
            Issue.record("accepted")
        } catch {
            #expect(error.description == "error: the system clock is after 9999-12-31: set today with --today YYYY-MM-DD")
        }
    }

    @Test(arguments: [
        (String?.none, "abc", "SOURCE_DATE_EPOCH \"abc\" is not a whole number of seconds since 1970-01-01"),
        (String?.none, "-5", "SOURCE_DATE_EPOCH \"-5\" is not a whole number of seconds since 1970-01-01"),
        (String?.none, "1.5", "SOURCE_DATE_EPOCH \"1.5\" is not a whole number of seconds since 1970-01-01"),
        (String?("2026-1-1"), "0", "--today \"2026-1-1\" is not a date (YYYY-MM-DD)"),
        // The issue's repro: the year 318857 made "all time" millions of days long.
        (String?.none, "9999999999999", "SOURCE_DATE_EPOCH \"9999999999999\" is the year 318857, after 9999-12-31: "
            + "today must be 9999-12-31 or earlier"),
        (String?.none, "253402300800", "SOURCE_DATE_EPOCH \"253402300800\" is the year 10000, after 9999-12-31: "
            + "today must be 9999-12-31 or earlier"),
    ])
    func malformed(cli: String?, epoch: String, message: String) {
        #expect(throws: InputError.self) { try TodayResolver.resolve(cli: cli, config: nil, sourceDateEpoch: epoch, now: clock) }
        do {
            _ = try TodayResolver.resolve(cli: cli, config: nil, sourceDateEpoch: epoch, now: clock)
        } catch {
            #expect(error.description == "error: " + message)
        }
    }

    /// 2026-11-28T02:00:00Z: 8 pm on the 27th in Chicago, 11 am on the 28th in Tokyo.
    @Test(arguments: [("America/Chicago", "2026-11-27"), ("UTC", "2026-11-28"), ("Asia/Tokyo", "2026-11-28"),
                      ("Pacific/Kiritimati", "2026-11-28")])
    func clockAndEpochGiveTheDateInTheSiteZone(zone: String, expected: String) throws {
        let tz = try #require(TimeZone(identifier: zone))
        let instant = { Date(timeIntervalSince1970: 1_795_831_200) }
        #expect(try TodayResolver.resolve(cli: nil, config: nil, sourceDateEpoch: nil, timeZone: tz, now: instant).iso == expected)
        #expect(try TodayResolver.resolve(cli: nil, config: nil, sourceDateEpoch: "1795831200", timeZone: tz,
                                          now: { Date(timeIntervalSince1970: 0) }).iso == expected)
        // --today and today: are dates already: no zone applies.
        #expect(try TodayResolver.resolve(cli: "2026-01-01", config: nil, sourceDateEpoch: nil, timeZone: tz, now: instant).iso
                == "2026-01-01")
    }
}
