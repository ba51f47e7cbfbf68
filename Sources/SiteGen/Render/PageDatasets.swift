/// Where a page's datasets come from: one provider per page kind.
protocol PageDatasets {
    /// The dataset, ready to draw. Called once per widget that names it.
    func value(for dataset: PageDataset, in page: PageContext) -> DatasetValue

    /// The page listing every item of `dataset`, when a widget shows only its `limit`: the
    /// widget then ends with "Show all {n}" linking there. nil: no such page.
    func allHref(for dataset: PageDataset, in page: PageContext) -> String?
}

extension PageDatasets {
    func allHref(for dataset: PageDataset, in page: PageContext) -> String? { nil }
}
