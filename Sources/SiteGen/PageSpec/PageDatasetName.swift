/// One page kind's datasets: an enum whose cases are exactly the datasets the page offers,
/// raw value = the name a page spec uses, each with its shape. The page's provider switches
/// over it exhaustively, so a dataset the page offers but does not build is a compile error.
protocol PageDatasetName: RawRepresentable<String>, CaseIterable, Sendable, Hashable {
    /// What the page offering these datasets is (its order, output, tab, …): one enum per page
    /// kind, so the generated `PageKind` reads each page's facts from here.
    static var facts: PageFacts { get }
    var shape: DatasetShape { get }
    /// What the dataset holds, in a line: `sitegen theme pages` lists it for theme authors.
    var summary: String { get }
}

extension PageDatasetName {
    /// The datasets as the spec loader sees them: name and shape.
    static var specDatasets: [PageDataset] { allCases.map { PageDataset(rawValue: $0.rawValue, shape: $0.shape) } }
}

extension PageDatasetName {
    /// Each dataset with its summary, in documentation order (`sitegen theme pages`).
    static var summaries: [(dataset: PageDataset, summary: String)] {
        allCases.map { (PageDataset(rawValue: $0.rawValue, shape: $0.shape), $0.summary) }
    }
}
