/// The action items page's dataset.
enum ActionsDataset: String, PageDatasetName {
    case actionItems = "action_items"

    var shape: DatasetShape {
        switch self {
        case .actionItems: .actionItems
        }
    }
}
