import SiteData

extension NotePages {
    /// The notes index's dataset.
    struct Index: PageDatasets {
        let athlete: AthleteContext

        func value(for dataset: NotePages.Index.Dataset, in page: Page) -> DatasetValue {
            switch dataset {
            case .notes: .notes(NotePages.ordered(athlete.data.notes).map { athlete.noteItem($0, page) })
            }
        }
    }
}

extension NotePages.Index {
    typealias Dataset = NotesDataset
}
