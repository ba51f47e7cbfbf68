import Foundation

/// The build's "today", from (in order) `--today`, `site.yml` `today`, `SOURCE_DATE_EPOCH`,
/// the clock. `SOURCE_DATE_EPOCH` and the clock give the date in UTC (the site time zone is
/// not applied: reproducible-build tooling sets the epoch in UTC terms). An empty
/// `SOURCE_DATE_EPOCH` counts as unset.
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
            return LocalDate(daysSinceEpoch: seconds / 86_400)
        }
        let t = Int(now().timeIntervalSince1970.rounded(.down))
        return LocalDate(daysSinceEpoch: t >= 0 ? t / 86_400 : (t - 86_399) / 86_400)
    }
}
