import SiteData

/// `<athlete>/notes/index.html` (every note, newest first) and one page per note at
/// `<athlete>/notes/<note>/index.html` (docs/numbers.md, "Notes").
struct NotePages {
    let athlete: AthleteContext

    func render() -> [OutputFile] {
        // Sorted once, for the index and the notes' own pages.
        let ordered = NotePages.ordered(athlete.data.notes)
        var files = [athlete.renderSpecPage(.notes, path: SitePath.notes(athlete.slug), tab: .notes,
                                            datasets: Index(athlete: athlete, ordered: ordered))]
        for note in ordered {
            guard let path = athlete.notePath(note) else { continue }
            files.append(athlete.renderSpecPage(.note, path: path, tab: .notes, datasets: Detail(athlete: athlete, note: note),
                                             title: note.title, subtitleArguments: ["title": note.title]))
        }
        return files
    }

    /// Newest first; undated notes last; ties by title, then file name (code-point order).
    static func ordered(_ notes: [Note]) -> [Note] {
        notes.sorted(by: Note.newestFirst)
    }
}

extension AthleteContext {
    /// A note as a list item: title linked to its page, date, tags, excerpt of the body.
    func noteItem(_ note: Note, _ page: Page) -> NoteItem {
        let excerpt = noteExcerpts[note.fileName] ?? Markdown.excerpt(note.body)
        return NoteItem(title: note.title, href: notePath(note).map(page.href), date: page.date(note.date),
                        tags: note.tags, excerpt: excerpt.isEmpty ? nil : excerpt)
    }
}

extension NotePages: PageFiles {
    static let kind = PageKind.notes
    static func files(_ athlete: AthleteContext) -> OutputFiles {
        OutputFiles(NotePages(athlete: athlete).render())
    }
}
