/// One page kind's datasets: an enum whose cases are exactly the datasets the page offers,
/// raw value = the name a page spec uses, each with its shape. The page's provider switches
/// over it exhaustively, so a dataset the page offers but does not build is a compile error.
protocol PageDatasetName: RawRepresentable<String>, CaseIterable, Sendable, Hashable {
    var shape: DatasetShape { get }
}

extension PageDatasetName {
    /// The datasets as the spec loader sees them: name and shape.
    static var specDatasets: [PageDataset] { allCases.map { PageDataset(rawValue: $0.rawValue, shape: $0.shape) } }
}
