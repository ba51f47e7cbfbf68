/// The family index's dataset.
enum IndexDataset: String, PageDatasetName {
    /// What the page is (no athlete's page: its "tab" is the dashboard): `PageKind` reads it (`PageFacts`).
    static let facts = PageFacts(
        order: 110,
        output: "`index.html`", summary: "the family index (title: `site.yml` `title`)",
        title: .pageIndex, tabPath: { SitePath.dashboard($0) })

    case athletes

    var shape: DatasetShape {
        switch self {
        case .athletes: .athletes
        }
    }

    /// What it holds, for theme authors (`sitegen theme pages`; its numbers: docs/numbers.md).
    var summary: String {
        switch self {
        case .athletes: "one card per athlete with headline numbers"
        }
    }
}
