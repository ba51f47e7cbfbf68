import SiteData

struct AthleteCardItem: Sendable {
    var name: String
    var detail: String?
    var href: String
    var figures: [(label: String, value: String)]
    /// The photo's address and its alternative text.
    var photo: (src: String, alt: String)? = nil
    /// The card's `id` when it is the first of its letter (`letter-m`).
    var anchor: String? = nil
}
