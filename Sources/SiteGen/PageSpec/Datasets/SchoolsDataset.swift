/// The schools list's dataset.
enum SchoolsDataset: String, PageDatasetName {
    case schools

    var shape: DatasetShape {
        switch self {
        case .schools: .records
        }
    }
}
