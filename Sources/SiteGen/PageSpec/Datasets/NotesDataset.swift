/// The notes index's dataset.
enum NotesDataset: String, PageDatasetName {
    /// What the page is: `PageKind` reads it (`PageFacts`).
    static let facts = PageFacts(
        order: 90,
        output: "`<athlete>/notes/index.html`", summary: "notes index",
        title: .pageNotes, tab: .navNotes, tabPath: { SitePath.notes($0) })

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
