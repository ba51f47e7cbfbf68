import SiteData

extension DatasetValue {
    /// Category counts with their shares (`CategoryCounts`).
    static func counts(_ items: [CountItem]) -> DatasetValue { .categoryCounts(CategoryCounts(items)) }
}
