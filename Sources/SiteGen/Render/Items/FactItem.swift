import SiteData

struct FactItem: Sendable {
    var label: String
    var value: String?
    var href: String?
}
