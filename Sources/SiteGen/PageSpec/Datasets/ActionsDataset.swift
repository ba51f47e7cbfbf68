/// The action items page's dataset.
enum ActionsDataset: String, PageDatasetName {
    case actionItems = "action_items"

    var shape: DatasetShape {
        switch self {
        case .actionItems: .actionItems
        }
    }

    /// What it holds, for theme authors (`sitegen theme pages`; its numbers: docs/numbers.md).
    var summary: String {
        switch self {
        case .actionItems: "every action item"
        }
    }
}
