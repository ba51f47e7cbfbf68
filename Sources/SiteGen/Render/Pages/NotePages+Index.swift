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
    typealias Dataset = NotesDataset
}
