public struct Offer: Hashable, Sendable, Identifiable {
    public var id: String
    public var schoolId: String
    /// Free text: full, partial, walk_on, preferred_walk_on.
    public var offerType: String?
    public var status: OfferStatus
    public var offeredAt: LocalDate?
    public var deadline: LocalDate?

    public init(id: String, schoolId: String, offerType: String? = nil, status: OfferStatus,
                offeredAt: LocalDate? = nil, deadline: LocalDate? = nil) {
        self.id = id; self.schoolId = schoolId; self.offerType = offerType; self.status = status
        self.offeredAt = offeredAt; self.deadline = deadline
    }
}
