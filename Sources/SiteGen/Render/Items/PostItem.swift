import SiteData

struct PostItem: Sendable {
    var platform: String
    /// `twitter` or `instagram` (colour token).
    var platformKey: String
    var handle: String?
    var date: String
    var content: String?
    var link: WebLink?
}
