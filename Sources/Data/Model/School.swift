public struct School: Hashable, Sendable, Identifiable {
    public var id: String
    public var name: String
    /// Free text; usual values interested, contacted, visited, offered, committed, declined.
    public var status: String?
    /// Free text: D1, D2, D3, NAIA, JUCO.
    public var division: String?
    public var tier: SchoolTier?
    /// Free text: very_small … very_large.
    public var size: String?
    public var city: String?
    public var state: String?
    public var latitude: Double?
    public var longitude: Double?
    /// As written (shown, exported).
    public var website: String? { didSet { websiteLink = website.flatMap(WebLink.init) } }
    /// `website` as a link, when `WebLink` accepts it (made whenever `website` is set).
    public private(set) var websiteLink: WebLink?
    public var createdAt: LocalDate?
    /// Seconds from local midnight of `createdAt` to the instant (nil without a date, 0 for a plain date: midnight).
    /// With the date it orders rows by instant and gives the instant back for SQL export.
    public var createdTime: Int?

    public init(id: String, name: String, status: String? = nil, division: String? = nil,
                tier: SchoolTier? = nil, size: String? = nil, city: String? = nil, state: String? = nil,
                latitude: Double? = nil, longitude: Double? = nil, website: String? = nil,
                createdAt: LocalDate? = nil, createdTime: Int? = nil) {
        self.id = id; self.name = name; self.status = status; self.division = division
        self.tier = tier; self.size = size; self.city = city; self.state = state
        self.latitude = latitude; self.longitude = longitude; self.website = website
        self.websiteLink = website.flatMap(WebLink.init)
        self.createdAt = createdAt; self.createdTime = createdTime ?? createdAt.map { _ in 0 }
    }
}
