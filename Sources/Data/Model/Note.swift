/// A Markdown note with its front matter. The body is raw Markdown; rendering is SiteGen's job.
public struct Note: Hashable, Sendable {
    /// File name without `.md`, e.g. `2026-03-01-campus-visit`.
    public var fileName: String
    public var title: String
    public var date: LocalDate?
    public var tags: [String]
    public var schoolId: String?
    public var visibility: NoteVisibility
    public var body: String
    /// Where the body starts, for messages.
    public var location: SourceLocation
    /// Where the front matter names the school (its value), for a message about it.
    public var schoolLocation: SourceLocation? = nil

    public init(fileName: String, title: String, date: LocalDate? = nil, tags: [String] = [],
                schoolId: String? = nil, visibility: NoteVisibility = .private, body: String,
                location: SourceLocation, schoolLocation: SourceLocation? = nil) {
        self.fileName = fileName; self.title = title; self.date = date; self.tags = tags
        self.schoolId = schoolId; self.visibility = visibility; self.body = body
        self.location = location; self.schoolLocation = schoolLocation
    }

    /// Whether the note must never leave the family: `visibility: private` (the default), or a
    /// tag `private` in any case. A tag is also split on commas here, so a note whose tags
    /// came as one string (`"Private, recruiting"`, from a database or an older loader) stays
    /// private too. The one rule for every public output (docs/content.md, "Notes").
    public var isPrivate: Bool {
        visibility == .private || tags.contains { tag in
            tag.split(separator: ",").contains { String($0).trimmingSpaces.lowercased() == "private" }
        }
    }
}
