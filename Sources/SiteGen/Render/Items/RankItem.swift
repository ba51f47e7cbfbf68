import SiteData

struct RankItem: Sendable {
    var name: String
    var href: String?
    var count: Int
    var countLabel: String
}
