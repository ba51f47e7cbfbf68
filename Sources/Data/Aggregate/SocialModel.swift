/// Every number of one social analytics page (`docs/numbers.md`, "Social analytics").
public struct SocialModel: Hashable, Sendable {
    public struct Summary: Hashable, Sendable {
        public var totalPosts: Int
        public var recruitingPosts: Int
        /// pct(recruiting, total).
        public var recruitingPercentage: Int?
        /// `positive` or `very_positive`.
        public var positivePosts: Int
        /// pct(positive, analyzed), analyzed = posts with a sentiment.
        public var positivePercentage: Int?
        /// Distinct non-null school ids.
        public var activeSchools: Int
    }

    public struct SentimentShare: Hashable, Sendable {
        public var sentiment: Sentiment
        public var count: Int
        /// 100·count/analyzed, one decimal; nil when no post has a sentiment.
        public var percentage: Double?
    }

    public enum Bucket: String, Hashable, Sendable { case day, week, month }

    public struct SchoolCount: Hashable, Sendable {
        public var schoolId: String
        /// "Unknown School" for an id with no row.
        public var name: String
        public var postCount: Int
    }

    public var range: RangePreset
    /// The dates the activity chart spans.
    public var span: DateRange
    public var summary: Summary
    /// Always four entries: very_positive, positive, neutral, negative.
    public var sentiment: [SentimentShare]
    public var twitterPosts: Int
    public var instagramPosts: Int
    public var bucket: Bucket
    /// One per bucket of `span`, zeros included; a week is dated by its Monday, a month by its 1st.
    public var activity: [DateCount]
    /// Top 5 by post count, ties by name then id.
    public var topSchools: [SchoolCount]
    /// The 5 latest recruiting posts: by instant, newest first, ties by id ascending.
    public var recentRecruitingPosts: [SocialPost]
    /// Month buckets left out of `activity` (the oldest ones) because the span is longer than
    /// `Social.maxMonthBuckets`; 0 normally. The totals still count every post.
    public var droppedBuckets = 0

    /// true when no post has a sentiment ("No sentiment data available").
    public var hasNoSentimentData: Bool { sentiment.allSatisfy { $0.percentage == nil } }
}
