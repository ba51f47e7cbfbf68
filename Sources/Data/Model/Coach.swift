public struct Coach: Hashable, Sendable, Identifiable {
    public var id: String
    public var schoolId: String?
    public var name: String
    public var title: String?
    public var email: String? { didSet { emailLink = email.flatMap { WebLink(.email, $0) } } }
    /// `email` as a `mailto:` link (`WebLink`'s contact rule), made whenever `email` is set.
    public private(set) var emailLink: WebLink?
    public var phone: String? { didSet { phoneLink = phone.flatMap { WebLink(.phone, $0) } } }
    /// `phone` as a `tel:` link (`WebLink`'s contact rule), made whenever `phone` is set.
    public private(set) var phoneLink: WebLink?
    public var twitter: String?
    public var createdAt: LocalDate?
    /// Seconds from local midnight of `createdAt` to the instant (nil without a date, 0 for a plain date: midnight).
    /// With the date it orders rows by instant and gives the instant back for SQL export.
    public var createdTime: Int?

    public init(id: String, schoolId: String? = nil, name: String, title: String? = nil,
                email: String? = nil, phone: String? = nil, twitter: String? = nil,
                createdAt: LocalDate? = nil, createdTime: Int? = nil) {
        self.id = id; self.schoolId = schoolId; self.name = name; self.title = title
        self.email = email; self.phone = phone; self.emailLink = email.flatMap { WebLink(.email, $0) }
        self.phoneLink = phone.flatMap { WebLink(.phone, $0) }; self.twitter = twitter; self.createdAt = createdAt; self.createdTime = createdTime ?? createdAt.map { _ in 0 }
    }
}
