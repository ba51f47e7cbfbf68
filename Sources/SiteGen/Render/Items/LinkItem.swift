import SiteData

struct LinkItem: Sendable {
    var title: String
    var url: String
}
