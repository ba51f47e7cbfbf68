public struct Suggestion: Hashable, Sendable, Identifiable {
    public var id: String
    public var title: String
    public var description: String?
    /// Null urgency is treated as `low` when ordering (see docs/decisions.md).
    public var urgency: Urgency?
    /// As written (exported).
    public var actionURL: String? { didSet { actionLink = actionURL.flatMap(WebLink.init) } }
    /// `actionURL` as a link, when `WebLink` accepts it (made whenever `actionURL` is set).
    public private(set) var actionLink: WebLink?
    public var status: SuggestionStatus

    public init(id: String, title: String, description: String? = nil, urgency: Urgency? = nil,
                actionURL: String? = nil, status: SuggestionStatus = .pending) {
        self.id = id; self.title = title; self.description = description; self.urgency = urgency
        self.actionURL = actionURL; self.status = status
        self.actionLink = actionURL.flatMap(WebLink.init)
    }
}
