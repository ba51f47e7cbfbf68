/// A row of `tasks` (named TaskItem so it does not shadow Swift's `Task`).
public struct TaskItem: Hashable, Sendable, Identifiable {
    public var id: String
    public var text: String
    public var isCompleted: Bool
    public var createdAt: LocalDate?
    /// Seconds from local midnight of `createdAt` to the instant (nil without a date, 0 for a plain date: midnight).
    /// With the date it orders rows by instant and gives the instant back for SQL export.
    public var createdTime: Int?

    public init(id: String, text: String, isCompleted: Bool = false, createdAt: LocalDate? = nil, createdTime: Int? = nil) {
        self.id = id; self.text = text; self.isCompleted = isCompleted; self.createdAt = createdAt; self.createdTime = createdTime ?? createdAt.map { _ in 0 }
    }
}
