/// Where a page's datasets come from: one provider per page kind.
protocol PageDatasets {
    /// The dataset, ready to draw. Called once per widget that names it.
    func value(for dataset: PageDataset, in page: PageContext) -> DatasetValue
}
