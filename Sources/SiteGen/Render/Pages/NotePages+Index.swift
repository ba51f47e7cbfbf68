import SiteData

extension NotePages {
    /// The notes index's dataset.
    struct Index: PageDatasets {
        let site: AthleteContext

        func value(for dataset: NotesDataset, in page: Page) -> DatasetValue {
            switch dataset {
            case .notes: .notes(NotePages.ordered(site.data.notes).map { site.noteItem($0, page) })
            }
        }
    }
}
