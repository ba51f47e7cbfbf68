import SiteData

struct PostItem: Sendable {
    var platform: String
    /// `twitter` or `instagram` (colour token).
    var platformKey: String
    var handle: String?
    var date: String
    var content: String?
    var link: WebLink?
    /// Marked for the feed's recruiting filter (`PostRow.recruiting`); set only in the feed.
    var recruiting = false
}
