import Foundation

/// The build's "today", from (in order) `--today`, `site.yml` `today`, `SOURCE_DATE_EPOCH`,
/// the clock. `SOURCE_DATE_EPOCH` and the clock give the date in UTC (the site time zone is
/// not applied: reproducible-build tooling sets the epoch in UTC terms). An empty
/// `SOURCE_DATE_EPOCH` counts as unset. A today after 9999-12-31, from any source, is an error.
public enum TodayResolver {
    public static func resolve(cli: String?, config: LocalDate?, sourceDateEpoch: String?,
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
            let date = LocalDate(daysSinceEpoch: seconds / 86_400)
            guard date <= latest else {
                throw InputError(Diagnostics([.error(
                    "SOURCE_DATE_EPOCH \(Quote.text(epoch)) is the year \(date.year), after 9999-12-31: "
                    + "today must be 9999-12-31 or earlier")]))
            }
            return date
        }
        let seconds = now().timeIntervalSince1970.rounded(.down)
        let date = seconds.magnitude < 1e15 ? LocalDate(daysSinceEpoch: Int(seconds) >= 0 ? Int(seconds) / 86_400
                                                          : (Int(seconds) - 86_399) / 86_400) : nil
        guard let date, date <= latest else {
            throw InputError(Diagnostics([.error(
                "the system clock is after 9999-12-31: set today with --today YYYY-MM-DD")]))
        }
        return date
    }

    /// The last "today" sitegen accepts, as `--today` (four-digit years) already implies: a
    /// later one (a mistyped SOURCE_DATE_EPOCH) would make "all time" ranges millions of days long.
    public static let latest = LocalDate(year: 9999, month: 12, day: 31)!
}
