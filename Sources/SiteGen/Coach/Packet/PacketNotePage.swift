import SiteData

/// One public note in the coach packet (spec `note`): date and tags, then the body through
/// cmark (`body`, with its pictures under their packet names). The coach edition has already
/// dropped the note's school.
struct PacketNotePage: PageDatasets {
    let athlete: AthleteContext
    let note: Note
    let path: String
    let body: String

    func render() -> OutputFile {
        athlete.renderSpecPage(.note, path: path, tab: nil, datasets: self, title: note.title,
                            subtitleArguments: ["title": note.title])
    }

    func value(for dataset: NotePages.Detail.Dataset, in page: Page) -> DatasetValue {
        switch dataset {
        case .noteMeta:
            return .facts([
                FactItem(label: page.t(.notesDate), value: note.date.map(page.formatter.date)),
                FactItem(label: page.t(.notesTags), value: note.tags.isEmpty ? nil : note.tags.map { "#\($0)" }.joined(separator: " ")),
            ])
        case .noteBody:
            return .markdown(body)
        }
    }
}
