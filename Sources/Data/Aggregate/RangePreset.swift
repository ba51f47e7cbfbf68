/// A preset date range, as the reports and social pages offer them and page specs name them
/// (`variants: {presets: [last-7-days, …]}`); its raw value is its name in URLs and data files
/// (`reports/last-7-days/`, `data/social-all-time.json`).
public enum RangePreset: String, CaseIterable, Sendable, Hashable {
    case last7Days = "last-7-days", last30Days = "last-30-days", last90Days = "last-90-days"
    case last6Months = "last-6-months", yearToDate = "year-to-date", lastYear = "last-year"
    case allTime = "all-time"

    /// The preset of `reports/index.html` and `social/index.html` when a spec names none.
    public static let `default`: RangePreset = .last30Days

    /// The presets the social page offers (and its data files carry), in tab order.
    public static let social: [RangePreset] = [.last7Days, .last30Days, .last90Days, .allTime]

    public var name: String { rawValue }

    /// The window of days this preset covers ending on `today`; nil for all time, which has no
    /// window (every row counts).
    public func window(endingAt today: LocalDate) -> DateRange? {
        switch self {
        case .last7Days: .last(7, endingAt: today)
        case .last30Days: .last(30, endingAt: today)
        case .last90Days: .last(90, endingAt: today)
        case .last6Months: .last(180, endingAt: today)
        case .yearToDate: DateRange(from: today.startOfYear, to: today)
        case .lastYear: .last(365, endingAt: today)
        case .allTime: nil
        }
    }

    /// The dates the reports count for `data` on `today`: the window, and for all time from
    /// the earliest date in any of the athlete's tables (`Reports.earliestDate(in:)`) to today;
    /// today alone when there is none or when every date lies after today.
    public func range(for data: AthleteData, today: LocalDate) -> DateRange {
        window(endingAt: today) ?? DateRange(from: min(Reports.earliestDate(in: data) ?? today, today), to: today)
    }
}
