/// One note's page (site and coach packet): its datasets.
enum NoteDataset: String, PageDatasetName {
    case noteMeta = "note_meta", noteBody = "note_body"

    var shape: DatasetShape {
        switch self {
        case .noteMeta: .facts
        case .noteBody: .markdown
        }
    }
}
