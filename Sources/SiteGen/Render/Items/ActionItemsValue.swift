import SiteData

struct ActionItemsValue: Sendable {
    struct Item: Sendable {
        var title: String
        var description: String?
        var urgency: Urgency
        var urgencyLabel: String
        var href: String?
        /// The link's text, naming what it opens ("Open Rice University"): 26 links all
        /// reading "Open" told a screen-reader user nothing.
        var linkLabel: String?
    }
    var items: [Item]
    /// Link to the page listing all of them (the actions page), for "Show all {n}".
    var allHref: String?
}
