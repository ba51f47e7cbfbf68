import SiteData

extension NotePages {
    /// The notes index's dataset.
    struct Index: PageDatasets {
        let athlete: AthleteContext
        /// The athlete's notes in their order (`NotePages.ordered`), when already sorted.
        var ordered: [Note]? = nil

        func value(for dataset: NotePages.Index.Dataset, in page: Page) -> DatasetValue {
            switch dataset {
            case .notes: .notes((ordered ?? NotePages.ordered(athlete.data.notes)).map { athlete.noteItem($0, page) })
            }
        }
    }
}

extension NotePages.Index {
    typealias Dataset = NotesDataset
}
