/// One note's page (site and coach packet): its datasets.
enum NoteDataset: String, PageDatasetName {
    /// What the page is (no tab of its own: it sits under Notes): `PageKind` reads it (`PageFacts`).
    static let facts = PageFacts(
        order: 100,
        output: "`<athlete>/notes/<note>/index.html`", summary: "one note (title: the note's title)",
        title: .pageNote, tabPath: { SitePath.notes($0) })

    case noteMeta = "note_meta", noteBody = "note_body"

    var shape: DatasetShape {
        switch self {
        case .noteMeta: .facts
        case .noteBody: .markdown
        }
    }

    /// What it holds, for theme authors (`sitegen theme pages`; its numbers: docs/numbers.md).
    var summary: String {
        switch self {
        case .noteMeta: "date, tags, school"
        case .noteBody: "the note through cmark"
        }
    }
}
