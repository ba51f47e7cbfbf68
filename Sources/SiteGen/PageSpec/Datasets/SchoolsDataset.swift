/// The schools list's datasets.
enum SchoolsDataset: String, PageDatasetName {
    case schools, schoolMap = "school_map"

    var shape: DatasetShape {
        switch self {
        case .schools: .records
        case .schoolMap: .schoolMap
        }
    }
}
