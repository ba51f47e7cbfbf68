import SiteData

extension NotePages {
    /// The notes index's dataset.
    struct Index: PageDatasets {
        let site: AthleteContext

        func value(for dataset: NotePages.Index.Dataset, in page: Page) -> DatasetValue {
            switch dataset {
            case .notes: .notes(NotePages.ordered(site.data.notes).map { site.noteItem($0, page) })
            }
        }
    }
}

extension NotePages.Index {
    /// The notes index's dataset.
    enum Dataset: String, PageDatasetName {
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
}
