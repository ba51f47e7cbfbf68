/// The family index's dataset.
enum IndexDataset: String, PageDatasetName {
    case athletes

    var shape: DatasetShape {
        switch self {
        case .athletes: .athletes
        }
    }

    /// What it holds, for theme authors (`sitegen theme pages`; its numbers: docs/numbers.md).
    var summary: String {
        switch self {
        case .athletes: "one card per athlete with headline numbers"
        }
    }
}
