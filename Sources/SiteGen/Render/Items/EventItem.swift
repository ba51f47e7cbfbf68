import SiteData

struct EventItem: Sendable {
    var name: String
    var date: String
    var type: String?
    var location: String?
    var school: String?
    var schoolHref: String?
    var link: WebLink?
    /// The row's id, so that other pages can link to the event (`SitePath.eventAnchor`).
    var anchor: String? = nil
}
