import SiteData

/// A social page's datasets (one page per date range).
enum SocialDataset: String, PageDatasetName {
    /// What the page is: `PageKind` reads it (`PageFacts`).
    static let facts = PageFacts(
        order: 50,
        output: "`<athlete>/social/…`", summary: "one page per range",
        variantPresets: RangePreset.social, hasEmptyState: true,
        title: .pageSocial, tab: .navSocial, tabPath: { SitePath.social($0) })

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

    /// What it holds, for theme authors (`sitegen theme pages`; its numbers: docs/numbers.md).
    var summary: String {
        switch self {
        case .ranges: "the four ranges"
        case .socialSummary: "Total Posts, Recruiting Posts (+pct), Positive Sentiment (+pct), Active Schools"
        case .sentimentDistribution: "very positive, positive, neutral, negative: count and percentage of analyzed"
        case .platformDistribution: "twitter, instagram"
        case .activityByDay: "posts per day / ISO week / month; tooltip `social.activity_tooltip`"
        case .topSchools: "top 5 schools by posts, linked; unknown id as `common.unknown_school`"
        case .recentRecruitingPosts: "5 latest recruiting posts"
        }
    }
}
