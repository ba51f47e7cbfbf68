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
    /// Seconds from local midnight of `occurredAt` to the instant (0 for a plain date: midnight).
    /// With the date it orders rows by instant and gives the instant back for SQL export.
    public var occurredTime: Int
    /// Private free text.
    public var notes: String?

    public init(id: String, schoolId: String? = nil, coachId: String? = nil, type: String? = nil,
                initiatedBy: Initiator? = nil, sentiment: Sentiment? = nil, occurredAt: LocalDate,
                occurredTime: Int = 0, notes: String? = nil) {
        self.id = id; self.schoolId = schoolId; self.coachId = coachId; self.type = type
        self.initiatedBy = initiatedBy; self.sentiment = sentiment; self.occurredAt = occurredAt
        self.occurredTime = occurredTime
        self.notes = notes
    }
}

extension Interaction {
    /// By instant, newest first (the date, then the time of day), then id in code-point order:
    /// how every list of interactions is ordered (the log, a school's timeline).
    @inlinable
    public static func newestFirst(_ a: Interaction, _ b: Interaction) -> Bool {
        if a.occurredAt != b.occurredAt { return a.occurredAt > b.occurredAt }
        if a.occurredTime != b.occurredTime { return a.occurredTime > b.occurredTime }
        return codePointLess(a.id, b.id)
    }
}
