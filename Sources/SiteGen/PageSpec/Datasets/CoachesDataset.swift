/// The coaches page's dataset.
enum CoachesDataset: String, PageDatasetName {
    /// What the page is: `PageKind` reads it (`PageFacts`).
    static let facts = PageFacts(
        order: 80,
        output: "`<athlete>/coaches/index.html`", summary: "coaches list",
        title: .pageCoaches, tab: .navCoaches, tabPath: { SitePath.coaches($0) })

    case coaches

    var shape: DatasetShape {
        switch self {
        case .coaches: .records
        }
    }

    /// What it holds, for theme authors (`sitegen theme pages`; its numbers: docs/numbers.md).
    var summary: String {
        switch self {
        case .coaches: "name, school (linked; unknown as `common.unknown_school`), title, last contact, "
                     + "interaction count, and on a site that is not public an \"Email packet\" `mailto:` for "
                     + "coaches with an email"
        }
    }
}
