import SiteData

extension NotePages {
    /// One note's datasets: its facts and its body.
    struct Detail: PageDatasets {
        let athlete: AthleteContext
        let note: Note

        func value(for dataset: NotePages.Detail.Dataset, in page: Page) -> DatasetValue {
            switch dataset {
            case .noteBody:
                return .markdown(Detail.bodyHTML(note, withheld: athlete.withheldNotes,
                                                 pictureNames: athlete.notePictureNames[note.fileName] ?? [:]))
            case .noteMeta:
                return .facts([
                    FactItem(label: page.t(.notesDate), value: page.date(note.date)),
                    FactItem(label: page.t(.notesTags), value: note.tags.isEmpty ? nil : note.tags.joined(separator: ", ")),
                    FactItem(label: page.t(.notesSchool), value: athlete.schoolName(note.schoolId, page),
                             href: athlete.schoolPath(note.schoolId).map(page.href)),
                    FactItem(label: page.t(.notesVisibility), value: page.t(note.visibility.label)),
                ])
            }
        }

        /// The body through cmark (safe mode). A leading `# ` heading that gave the note its
        /// title is left out: the page's `<h1>` already shows it. A picture copied beside the page
        /// is shown under the name it was copied as (`pictureNames`); any other keeps its address.
        static func bodyHTML(_ note: Note, withheld: WithheldNotes, pictureNames: [[UInt8]: String] = [:]) -> String {
            let html = pictureNames.isEmpty ? withheld.html(note.body)
                : withheld.html(note.body) { url in pictureNames[Array(NoteImages.path(of: url).utf8)] ?? url }
            guard html.hasPrefix("<h1>"), Markdown.firstHeading(note.body) == note.title,
                  let end = html.range(of: "</h1>\n") else { return html }
            return String(html[end.upperBound...])
        }
    }
}

extension NotePages.Detail {
    typealias Dataset = NoteDataset
}
