import Foundation
import SiteData

extension BuildOptions {
    /// The build's today (`TodayResolver`): `--today`, else `today:` of site.yml (`config`),
    /// else the date of `SOURCE_DATE_EPOCH` in `environment`, else the date of `clock` in
    /// `timeZone`, the zone of site.yml.
    func resolveToday(config: LocalDate?, timeZone: TimeZone) throws -> LocalDate {
        try TodayResolver.resolve(cli: today, config: config, sourceDateEpoch: environment["SOURCE_DATE_EPOCH"],
                                  timeZone: timeZone, now: clock)
    }
}
