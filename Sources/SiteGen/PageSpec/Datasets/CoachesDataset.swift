/// The coaches page's dataset.
enum CoachesDataset: String, PageDatasetName {
    case coaches

    var shape: DatasetShape {
        switch self {
        case .coaches: .records
        }
    }
}
