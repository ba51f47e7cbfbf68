public struct SocialPost: Hashable, Sendable, Identifiable {
    public var id: String
    public var schoolId: String?
    public var platform: Platform
    /// date(post_date) in the site time zone.
    public var postDate: LocalDate
    /// Seconds from local midnight of `postDate` to the instant (0 for a plain date: midnight).
    /// With the date it orders rows by instant and gives the instant back for SQL export.
    public var postTime: Int
    public var isRecruitingRelated: Bool
    public var sentiment: Sentiment?
    public var postContent: String?
    public var authorHandle: String?
    public var url: String?

    public init(id: String, schoolId: String? = nil, platform: Platform, postDate: LocalDate, postTime: Int = 0,
                isRecruitingRelated: Bool = false, sentiment: Sentiment? = nil,
                postContent: String? = nil, authorHandle: String? = nil, url: String? = nil) {
        self.id = id; self.schoolId = schoolId; self.platform = platform; self.postDate = postDate; self.postTime = postTime
        self.isRecruitingRelated = isRecruitingRelated; self.sentiment = sentiment
        self.postContent = postContent; self.authorHandle = authorHandle; self.url = url
    }
}
