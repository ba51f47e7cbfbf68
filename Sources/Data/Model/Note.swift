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

    public init(fileName: String, title: String, date: LocalDate? = nil, tags: [String] = [],
                schoolId: String? = nil, visibility: NoteVisibility = .private, body: String,
                location: SourceLocation) {
        self.fileName = fileName; self.title = title; self.date = date; self.tags = tags
        self.schoolId = schoolId; self.visibility = visibility; self.body = body
        self.location = location
    }
}
