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
    /// As written (exported).
    public var url: String? { didSet { link = url.flatMap(WebLink.init) } }
    /// `url` as a link, when `WebLink` accepts it (made whenever `url` is set).
    public private(set) var link: WebLink?

    public init(id: String, schoolId: String? = nil, platform: Platform, postDate: LocalDate, postTime: Int = 0,
                isRecruitingRelated: Bool = false, sentiment: Sentiment? = nil,
                postContent: String? = nil, authorHandle: String? = nil, url: String? = nil) {
        self.id = id; self.schoolId = schoolId; self.platform = platform; self.postDate = postDate; self.postTime = postTime
        self.isRecruitingRelated = isRecruitingRelated; self.sentiment = sentiment
        self.postContent = postContent; self.authorHandle = authorHandle; self.url = url
        self.link = url.flatMap(WebLink.init)
    }
}

extension SocialPost {
    /// By instant, newest first (the date, then the time of day), then id in code-point order:
    /// how every list of posts is ordered (feeds, a school's posts, the recent recruiting posts).
    @inlinable
    public static func newestFirst(_ a: SocialPost, _ b: SocialPost) -> Bool {
        if a.postDate != b.postDate { return a.postDate > b.postDate }
        if a.postTime != b.postTime { return a.postTime > b.postTime }
        return codePointLess(a.id, b.id)
    }
}
