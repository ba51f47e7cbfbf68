/// The action items page's dataset.
enum ActionsDataset: String, PageDatasetName {
    /// What the page is: `PageKind` reads it (`PageFacts`).
    static let facts = PageFacts(
        order: 20,
        output: "`<athlete>/actions/index.html`", summary: "every action item",
        title: .pageActions, tab: .navActions, tabPath: { SitePath.actions($0) })

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
