public struct Interaction: Hashable, Sendable, Identifiable {
    public var id: String
    public var schoolId: String?
    public var coachId: String?
    /// Free text: email, call, text, visit, camp, dm, other.
    public var type: String?
    public var initiatedBy: Initiator?
    public var sentiment: Sentiment?
    /// date(occurred_at) in the site time zone.
    public var occurredAt: LocalDate
    /// Private free text.
    public var notes: String?

    public init(id: String, schoolId: String? = nil, coachId: String? = nil, type: String? = nil,
                initiatedBy: Initiator? = nil, sentiment: Sentiment? = nil, occurredAt: LocalDate,
                notes: String? = nil) {
        self.id = id; self.schoolId = schoolId; self.coachId = coachId; self.type = type
        self.initiatedBy = initiatedBy; self.sentiment = sentiment; self.occurredAt = occurredAt
        self.notes = notes
    }
}
