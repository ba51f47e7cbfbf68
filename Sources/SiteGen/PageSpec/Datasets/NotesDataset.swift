/// The notes index's dataset.
enum NotesDataset: String, PageDatasetName {
    case notes

    var shape: DatasetShape {
        switch self {
        case .notes: .notes
        }
    }
}
