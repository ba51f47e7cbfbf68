/// The notes index's dataset.
enum NotesDataset: String, PageDatasetName {
    case notes

    var shape: DatasetShape {
        switch self {
        case .notes: .notes
        }
    }

    /// What it holds, for theme authors (`sitegen theme pages`; its numbers: docs/numbers.md).
    var summary: String {
        switch self {
        case .notes: "every note, newest first, with tags"
        }
    }
}
