import SiteData

extension NotePages {
    /// The notes index's dataset.
    struct Index: PageDatasets {
        let site: AthleteSite

        func value(for dataset: PageDataset, in page: PageContext) -> DatasetValue {
            .notes(NotePages.ordered(site.data.notes).map { site.noteItem($0, page) })
        }
    }
}
