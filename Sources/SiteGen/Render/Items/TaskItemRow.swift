import SiteData

struct TaskItemRow: Sendable {
    var text: String
    var done: Bool
    var date: String?
}
