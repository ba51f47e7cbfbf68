import SiteData

extension SocialModel.Bucket {
    /// The chart title for posts counted by this bucket ("Activity by week").
    var label: StringKey {
        switch self {
        case .day: .socialActivityByDay
        case .week: .socialActivityByWeek
        case .month: .socialActivityByMonth
        }
    }
}
