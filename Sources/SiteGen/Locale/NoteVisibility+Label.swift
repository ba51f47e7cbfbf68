import SiteData

extension NoteVisibility {
    /// Who may read a note, as the page says it ("Private").
    var label: StringKey {
        switch self {
        case .`private`: .notesPrivate
        case .`public`: .notesPublic
        }
    }
}
