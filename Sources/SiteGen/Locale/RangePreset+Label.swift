import SiteData

extension RangePreset {
    /// The range as the reports' tabs say it ("Last 30 days").
    var label: StringKey {
        switch self {
        case .last7Days: .rangeLast7Days
        case .last30Days: .rangeLast30Days
        case .last90Days: .rangeLast90Days
        case .last6Months: .rangeLast6Months
        case .yearToDate: .rangeYearToDate
        case .lastYear: .rangeLastYear
        case .allTime: .rangeAllTime
        }
    }

    /// The range as the social page's windows say it; the reports' wording for a range the
    /// social page does not offer.
    var socialLabel: StringKey {
        switch self {
        case .last7Days: .socialRangeLast7Days
        case .last30Days: .socialRangeLast30Days
        case .last90Days: .socialRangeLast90Days
        case .allTime: .socialRangeAllTime
        case .last6Months, .yearToDate, .lastYear: label
        }
    }
}
