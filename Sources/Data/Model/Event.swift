public struct Event: Hashable, Sendable, Identifiable {
    public var id: String
    public var name: String
    /// Free text: camp, showcase, visit, game, tournament, deadline.
    public var type: String?
    public var startDate: LocalDate
    public var endDate: LocalDate?
    public var location: String?
    public var schoolId: String?
    /// As written (shown, exported).
    public var url: String? { didSet { link = url.flatMap(WebLink.init) } }
    /// `url` as a link, when `WebLink` accepts it (made whenever `url` is set).
    public private(set) var link: WebLink?

    public init(id: String, name: String, type: String? = nil, startDate: LocalDate,
                endDate: LocalDate? = nil, location: String? = nil, schoolId: String? = nil,
                url: String? = nil) {
        self.id = id; self.name = name; self.type = type; self.startDate = startDate
        self.endDate = endDate; self.location = location; self.schoolId = schoolId; self.url = url
        self.link = url.flatMap(WebLink.init)
    }
}
