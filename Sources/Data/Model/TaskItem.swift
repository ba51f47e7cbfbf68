/// A row of `tasks` (named TaskItem so it does not shadow Swift's `Task`).
public struct TaskItem: Hashable, Sendable, Identifiable {
    public var id: String
    public var text: String
    public var isCompleted: Bool
    public var createdAt: LocalDate?

    public init(id: String, text: String, isCompleted: Bool = false, createdAt: LocalDate? = nil) {
        self.id = id; self.text = text; self.isCompleted = isCompleted; self.createdAt = createdAt
    }
}
