public struct Suggestion: Hashable, Sendable, Identifiable {
    public var id: String
    public var title: String
    public var description: String?
    /// Null urgency is treated as `low` when ordering (see docs/decisions.md).
    public var urgency: Urgency?
    public var actionURL: String?
    public var status: SuggestionStatus

    public init(id: String, title: String, description: String? = nil, urgency: Urgency? = nil,
                actionURL: String? = nil, status: SuggestionStatus = .pending) {
        self.id = id; self.title = title; self.description = description; self.urgency = urgency
        self.actionURL = actionURL; self.status = status
    }
}
