import SiteData

struct DownloadItem: Sendable {
    var href: String
    var label: String
}
