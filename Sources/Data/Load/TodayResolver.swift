import Foundation

/// The build's "today", from (in order) `--today`, `site.yml` `today`, `SOURCE_DATE_EPOCH`,
/// the clock. `SOURCE_DATE_EPOCH` and the clock are instants: today is their calendar date in
/// the site's time zone (`site.yml` `timezone`, UTC without one), so an evening build in
/// Chicago is still that day there, not the next day in UTC. An empty `SOURCE_DATE_EPOCH`
/// counts as unset. A today after 9999-12-31, from any source, is an error.
public enum TodayResolver {
    public static func resolve(cli: String?, config: LocalDate?, sourceDateEpoch: String?,
                               timeZone: TimeZone = TimeZone(identifier: "UTC")!,
                               now: () -> Date) throws(InputError) -> LocalDate {
        if let cli {
            guard let d = LocalDate(iso: cli) else {
                throw InputError(Diagnostics([.error("--today \(Quote.text(cli)) is not a date (YYYY-MM-DD)")]))
            }
            return d
        }
        if let config { return config }
        if let epoch = sourceDateEpoch, !epoch.isEmpty {
            guard epoch.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), epoch.utf8.count <= 15,
                  let seconds = Int(epoch) else {
                throw InputError(Diagnostics([.error(
                    "SOURCE_DATE_EPOCH \(Quote.text(epoch)) is not a whole number of seconds since 1970-01-01")]))
            }
            let date = localDate(seconds, in: timeZone)
            guard date <= latest else {
                throw InputError(Diagnostics([.error(
                    "SOURCE_DATE_EPOCH \(Quote.text(epoch)) is the year \(date.year), after 9999-12-31: "
                    + "today must be 9999-12-31 or earlier")]))
            }
            return date
        }
        let seconds = now().timeIntervalSince1970.rounded(.down)
        let date = seconds.magnitude < 1e15 ? localDate(Int(seconds), in: timeZone) : nil
        guard let date, date <= latest else {
            throw InputError(Diagnostics([.error(
                "the system clock is after 9999-12-31: set today with --today YYYY-MM-DD")]))
        }
        return date
    }

    /// The calendar date in `zone` of the instant `seconds` after 1970-01-01T00:00:00Z.
    static func localDate(_ seconds: Int, in zone: TimeZone) -> LocalDate {
        // Instants past the year 9999 keep UTC's date: only their year is reported.
        let offset = seconds.magnitude < 253_402_300_800 ? zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(seconds))) : 0
        let local = seconds + offset
        return LocalDate(daysSinceEpoch: local >= 0 ? local / 86_400 : (local - 86_399) / 86_400)
    }

    /// The last "today" sitegen accepts, as `--today` (four-digit years) already implies: a
    /// later one (a mistyped SOURCE_DATE_EPOCH) would make "all time" ranges millions of days long.
    public static let latest = LocalDate(year: 9999, month: 12, day: 31)!
}
