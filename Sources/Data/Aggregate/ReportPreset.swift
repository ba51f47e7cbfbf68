/// A named date range of the reports page: the seven standard presets, or a custom range
/// (from `reports.custom` in site.yml or `--from/--to`).
public enum ReportPreset: Hashable, Sendable {
    case last7Days, last30Days, last90Days, last6Months, yearToDate, lastYear, allTime
    case custom(name: String, range: DateRange)

    /// The standard presets in tab order.
    public static let standard: [ReportPreset] = [
        .last7Days, .last30Days, .last90Days, .last6Months, .yearToDate, .lastYear, .allTime,
    ]

    /// The preset of `reports/index.html`.
    public static let `default`: ReportPreset = .last30Days

    /// The slug used in file names and JSON (`last-30-days`), or the custom range's name.
    public var name: String {
        switch self {
        case .last7Days: "last-7-days"
        case .last30Days: "last-30-days"
        case .last90Days: "last-90-days"
        case .last6Months: "last-6-months"
        case .yearToDate: "year-to-date"
        case .lastYear: "last-year"
        case .allTime: "all-time"
        case .custom(let name, _): name
        }
    }

    /// The dates this preset covers for `data` on `today`.
    ///
    /// All time runs from the earliest date in any of the athlete's tables
    /// (`Reports.earliestDate(in:)`) to today; today alone when there is none or when every
    /// date lies after today.
    public func range(for data: AthleteData, today: LocalDate) -> DateRange {
        switch self {
        case .last7Days: .last(7, endingAt: today)
        case .last30Days: .last(30, endingAt: today)
        case .last90Days: .last(90, endingAt: today)
        case .last6Months: .last(180, endingAt: today)
        case .yearToDate: DateRange(from: today.startOfYear, to: today)
        case .lastYear: .last(365, endingAt: today)
        case .allTime: DateRange(from: min(Reports.earliestDate(in: data) ?? today, today), to: today)
        case .custom(_, let range): range
        }
    }
}
