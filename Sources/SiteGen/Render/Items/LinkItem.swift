import SiteData

struct LinkItem: Sendable {
    var title: String
    /// What the row shows under the title: the address as written.
    var text: String
    /// Where it leads; nil shows `text` without a link.
    var link: WebLink?
    /// A picture shown before the title (a video's thumbnail), relative to the page; nil: none.
    var image: String? = nil

    /// The link's address, else the text (what the résumé passes on to `ExternalLink.web`).
    var url: String { link?.url ?? text }
}
