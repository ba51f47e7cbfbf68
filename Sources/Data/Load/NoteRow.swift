/// One row of a database's `notes` table, as text cells, and the note it makes: the same values
/// and titles as a note file would give, read defensively. The schema says `file_name`,
/// `title`, `visibility`, `body` and `body_line` are NOT NULL, but a database edited by hand
/// may hold anything, so every column may be NULL here, and each NULL is a warning at its
/// table, row and column, never a silent drop and never a looser privacy rule
/// (docs/security.md, "NULLs from a database"):
///
/// - `file_name` NULL: the row cannot be placed; a warning, and the row is left out.
/// - `title` NULL or blank: the note's first `# ` heading, else its file name (as a note file).
/// - `tags` with NULL items: the NULLs are left out, the other tags kept as stored (a `Private`
///   beside a NULL keeps the note private); tags that cannot be read at all make the note private.
/// - `visibility` NULL: private (the default of a note file); any case is accepted
///   (`Public`), as in a note file; an unknown value is an error.
/// - `body` NULL: an empty body; `body_line` NULL or not a number: line 1.
public struct NoteRow: Sendable, Hashable {
    /// What the `tags` column held.
    public enum Tags: Sendable, Hashable {
        /// NULL (no tags) or an empty array.
        case none
        /// The array's items in order, nil for a NULL item (nested arrays flattened).
        case items([String?])
        /// A value that is not an array of text (what it was, for the message).
        case unreadable(String)
    }

    public var fileName: String?
    public var title: String?
    public var date: String?
    public var tags: Tags
    public var schoolId: String?
    public var visibility: String?
    public var body: String?
    public var bodyLine: String?

    public init(fileName: String?, title: String?, date: String?, tags: Tags, schoolId: String?,
                visibility: String?, body: String?, bodyLine: String?) {
        self.fileName = fileName; self.title = title; self.date = date; self.tags = tags
        self.schoolId = schoolId; self.visibility = visibility; self.body = body; self.bodyLine = bodyLine
    }

    /// The note, placed where the content folder would have it (`<displayRoot>/athletes/<slug>/notes/<file>.md`),
    /// or nil when the row cannot be one (reported). `row` numbers the row (from 1) for messages
    /// about a row without a file name.
    public func note(slug: String, displayRoot: String, row: Int, diagnostics: inout Diagnostics) -> Note? {
        let table = "postgres table notes, athlete \(slug)"
        guard let name = fileName, !name.trimmingSpaces.isEmpty else {
            diagnostics.warning("file_name is NULL or empty; this note is left out",
                                at: SourceLocation(file: "\(table), row \(row), column file_name"))
            return nil
        }
        func at(_ column: String) -> SourceLocation {
            SourceLocation(file: "postgres table notes, file_name \(Quote.text(name)), column \(column)")
        }
        var visibility = NoteVisibility.private
        if let text = self.visibility {
            guard let parsed = NoteVisibility(content: text.trimmingSpaces) else {
                diagnostics.error("visibility \(Quote.text(text)) is not one of private, public"
                                  + TableDecoder.guess(text.trimmingSpaces, among: ["private", "public"]),
                                  at: SourceLocation(file: "postgres table notes, file_name \(Quote.text(name))"))
                return nil
            }
            visibility = parsed
        } else {
            diagnostics.warning("visibility is NULL; the note is private", at: at("visibility"))
        }
        var raw: [String] = []
        switch tags {
        case .none: break
        case .items(let items):
            raw = items.compactMap { $0 }
            if raw.count < items.count {
                diagnostics.warning("tags holds \(items.count - raw.count == 1 ? "a NULL" : "\(items.count - raw.count) NULLs"); "
                                    + "\(items.count - raw.count == 1 ? "it is" : "they are") left out, the other tags kept", at: at("tags"))
            }
        case .unreadable(let what):
            diagnostics.warning("tags \(Quote.text(what)) is not a list of text; the note is private", at: at("tags"))
            visibility = .private
        }
        let body = self.body ?? ""
        if self.body == nil { diagnostics.warning("body is NULL; the note is empty", at: at("body")) }
        var line = 1
        if let text = bodyLine {
            if let n = Int(text.trimmingSpaces), n >= 1 { line = n }
            else { diagnostics.warning("body_line \(Quote.text(text)) is not a line number; line 1 is used", at: at("body_line")) }
        } else {
            diagnostics.warning("body_line is NULL; line 1 is used", at: at("body_line"))
        }
        var title = title?.trimmingSpaces ?? ""
        if self.title == nil { diagnostics.warning("title is NULL; the note's first heading or its file name is used", at: at("title")) }
        if title.isEmpty {
            title = body.split(separator: "\n", omittingEmptySubsequences: false).first { $0.hasPrefix("# ") }.map { line in
                var t = String(line.dropFirst(2)).trimmingSpaces
                while t.hasSuffix("#") { t.removeLast() }
                return t.trimmingSpaces
            } ?? ""
            if title.isEmpty { title = name }
        }
        let date = self.date.flatMap { LocalDate(iso: $0) }
        if let text = self.date, date == nil {
            diagnostics.error("date \(Quote.text(text)) is not a date", at: SourceLocation(file: "postgres table notes, file_name \(Quote.text(name))"))
        }
        return Note(fileName: name, title: title, date: date, tags: raw, schoolId: schoolId,
                    visibility: visibility, body: body,
                    location: SourceLocation(file: displayRoot + "/athletes/" + slug + "/notes/" + name + ".md", line: line, column: 1))
    }
}
