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

    @Test(arguments: [
        (String?.none, "abc", "SOURCE_DATE_EPOCH \"abc\" is not a whole number of seconds since 1970-01-01"),
        (String?.none, "-5", "SOURCE_DATE_EPOCH \"-5\" is not a whole number of seconds since 1970-01-01"),
        (String?.none, "1.5", "SOURCE_DATE_EPOCH \"1.5\" is not a whole number of seconds since 1970-01-01"),
        (String?("2026-1-1"), "0", "--today \"2026-1-1\" is not a date (YYYY-MM-DD)"),
    ])
    func malformed(cli: String?, epoch: String, message: String) {
        #expect(throws: InputError.self) { try TodayResolver.resolve(cli: cli, config: nil, sourceDateEpoch: epoch, now: clock) }
        do {
            _ = try TodayResolver.resolve(cli: cli, config: nil, sourceDateEpoch: epoch, now: clock)
        } catch {
            #expect(error.description == "error: " + message)
        }
    }
}
