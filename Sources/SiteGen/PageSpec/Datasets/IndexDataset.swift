/// The family index's dataset.
enum IndexDataset: String, PageDatasetName {
    case athletes

    var shape: DatasetShape {
        switch self {
        case .athletes: .athletes
        }
    }
}
