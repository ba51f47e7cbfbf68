/// A named date range of the reports page: one of the presets (`RangePreset`), or a custom range
/// (from `reports.custom` in site.yml or `--from/--to`).
public enum ReportPreset: Hashable, Sendable {
    case preset(RangePreset)
    case custom(name: String, range: DateRange)

    /// The presets in tab order.
    public static let standard: [ReportPreset] = RangePreset.allCases.map(ReportPreset.preset)

    /// The preset of `reports/index.html`.
    public static let `default`: ReportPreset = .preset(.default)

    /// The slug used in file names and JSON (`last-30-days`), or the custom range's name.
    public var name: String {
        switch self {
        case .preset(let preset): preset.name
        case .custom(let name, _): name
        }
    }

    /// The dates this range covers for `data` on `today` (`RangePreset.range(for:today:)`).
    public func range(for data: AthleteData, today: LocalDate) -> DateRange {
        switch self {
        case .preset(let preset): preset.range(for: data, today: today)
        case .custom(_, let range): range
        }
    }
}
