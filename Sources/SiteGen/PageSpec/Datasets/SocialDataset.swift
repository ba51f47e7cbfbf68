/// A social page's datasets (one page per date range).
enum SocialDataset: String, PageDatasetName {
    case ranges, socialSummary = "social_summary", sentimentDistribution = "sentiment_distribution"
    case platformDistribution = "platform_distribution", activityByDay = "activity_by_day"
    case topSchools = "top_schools", recentRecruitingPosts = "recent_recruiting_posts"

    var shape: DatasetShape {
        switch self {
        case .ranges: .variants
        case .socialSummary: .statCards
        case .sentimentDistribution: .categoryShares
        case .platformDistribution: .categoryCounts
        case .activityByDay: .timeSeries
        case .topSchools: .ranking
        case .recentRecruitingPosts: .posts
        }
    }
}
