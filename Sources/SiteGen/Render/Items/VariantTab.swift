import SiteData

struct VariantTab: Sendable {
    var label: String
    var href: String
    var isCurrent: Bool
}
