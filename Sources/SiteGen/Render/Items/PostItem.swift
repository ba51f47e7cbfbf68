import SiteData

struct PostItem: Sendable {
    var platform: String
    /// `twitter` or `instagram` (colour token).
    var platformKey: String
    var handle: String?
    var date: String
    var content: String?
    var link: WebLink?
    /// Hidden by the feed's recruiting filter (`PostRow.other`): not recruiting-related, in a
    /// feed that has the filter; set only in the feed.
    var other = false
}
