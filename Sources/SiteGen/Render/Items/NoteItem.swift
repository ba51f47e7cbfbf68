import SiteData

struct NoteItem: Sendable {
    var title: String
    var href: String?
    var date: String?
    var tags: [String]
    var excerpt: String?
}
