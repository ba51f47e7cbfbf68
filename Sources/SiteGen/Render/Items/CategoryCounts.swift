import SiteData

/// Counts by category (`CountItem`s, in the order shown) with their total and each one's share
/// of it, worked out once by SiteData (`Rounding.shares`): the widgets only format them.
struct CategoryCounts: Sendable {
    let items: [CountItem]
    let total: Int
    /// Each item's percentage of `total`, in item order; nil when the total is 0.
    let shares: [Int?]

    init(_ items: [CountItem]) {
        self.items = items
        (total, shares) = Rounding.shares(items.map(\.count))
    }
}
