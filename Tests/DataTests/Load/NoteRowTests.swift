import FileTestSupport
import Testing
@testable import SiteData

/// A `notes` row of a database, read defensively (hostile round 4, items 1, 5 and 9).
@Suite struct NoteRowTests {
    func row(_ file: String? = "visit", title: String? = "Visit", tags: NoteRow.Tags = .none,
             visibility: String? = "public", body: String? = "Hello", line: String? = "5") -> NoteRow {
        NoteRow(fileName: file, title: title, date: nil, tags: tags, schoolId: nil,
                visibility: visibility, body: body, bodyLine: line)
    }

    func read(_ r: NoteRow) -> (Note?, [String]) {
        var d = Diagnostics()
        let note = r.note(slug: "ana", displayRoot: "content", row: 3, diagnostics: &d)
        return (note, d.items.map(\.description))
    }

    /// `ARRAY['Private', NULL]` with visibility public: the NULL is left out with a warning,
    /// `Private` is kept, and the note stays private.
    @Test func aNullBesideAPrivateTagKeepsTheNotePrivate() throws {
        let (note, d) = read(row(tags: .items(["Private", nil])))
        let n = try #require(note)
        #expect(n.tags == ["Private"])
        #expect(n.isPrivate)
        #expect(d == [#"postgres table notes, file_name "visit", column tags: warning: tags holds a NULL; it is left out, the other tags kept"#])
    }

    @Test func unreadableTagsMakeTheNotePrivate() throws {
        let (note, d) = read(row(tags: .unreadable("{\"a\":1}")))
        #expect(try #require(note).visibility == .private)
        #expect(d == [#"postgres table notes, file_name "visit", column tags: warning: tags "{\"a\":1}" is not a list of text; the note is private"#])
    }

    /// A NULL title is a warning, and the note keeps its place with its heading or file name.
    @Test func aNullTitleIsAWarningNotADrop() throws {
        let (note, d) = read(row(title: nil, body: "# Campus visit\nText"))
        #expect(try #require(note).title == "Campus visit")
        #expect(d == [#"postgres table notes, file_name "visit", column title: warning: title is NULL; the note's first heading or its file name is used"#])
        let (plain, _) = read(row(title: nil, body: "Text"))
        #expect(plain?.title == "visit")
    }

    @Test func everyOtherNullIsAWarningAtItsColumn() throws {
        let (note, d) = read(row(visibility: nil, body: nil, line: nil))
        let n = try #require(note)
        #expect(n.visibility == .private && n.body == "" && n.location.line == 1)
        #expect(d == [
            #"postgres table notes, file_name "visit", column visibility: warning: visibility is NULL; the note is private"#,
            #"postgres table notes, file_name "visit", column body: warning: body is NULL; the note is empty"#,
            #"postgres table notes, file_name "visit", column body_line: warning: body_line is NULL; line 1 is used"#,
        ])
        let (none, noName) = read(row(nil))
        #expect(none == nil)
        #expect(noName == ["postgres table notes, athlete ana, row 3, column file_name: warning: file_name is NULL or empty; this note is left out"])
    }

    /// Closed values accept any case, as in a note file; an unknown one is still an error.
    @Test func visibilityInAnyCase() {
        #expect(read(row(visibility: "Public")).0?.visibility == .public)
        #expect(read(row(visibility: "PRIVATE")).0?.visibility == .private)
        let (note, d) = read(row(visibility: "publik"))
        #expect(note == nil)
        #expect(d == [#"postgres table notes, file_name "visit": error: visibility "publik" is not one of private, public; did you mean "public"?"#])
    }

    /// Random NULL placements in every column and among the tags: a row marked private in any
    /// form (visibility in any case, a `private` tag in any case, alone or in a comma list)
    /// never makes a public note.
    @Test func privateInAnyFormNeverBecomesPublic() {
        var rng = SplitMix(seed: 42)
        func pick<T>(_ xs: [T]) -> T { xs[Int(rng.next() % UInt64(xs.count))] }
        func maybe(_ s: String) -> String? { rng.next() % 3 == 0 ? nil : s }
        let privateTags = ["Private", "PRIVATE", " private ", "recruiting, Private", "pRiVaTe,x"]
        let otherTags = ["visit", "ohio", "", " , "]
        var checked = 0
        for _ in 0..<5_000 {
            let privateByTag = rng.next() % 2 == 0
            var items: [String?] = (0..<Int(rng.next() % 4)).map { _ in maybe(pick(otherTags)) }
            if privateByTag { items.insert(pick(privateTags), at: Int(rng.next() % UInt64(items.count + 1))) }
            for _ in 0..<Int(rng.next() % 3) { items.insert(nil, at: Int(rng.next() % UInt64(items.count + 1))) }
            let visibility: String? = privateByTag ? maybe(pick(["public", "Public", "PUBLIC", "private"]))
                : maybe(pick(["private", "Private", " PRIVATE "])) ?? nil
            let r = NoteRow(fileName: maybe("note"), title: maybe("T"), date: maybe("2026-01-02"),
                            tags: items.isEmpty ? .none : .items(items), schoolId: maybe("s1"),
                            visibility: visibility, body: maybe("body"), bodyLine: maybe(pick(["1", "x", "7"])))
            let (note, _) = read(r)
            if let note {
                #expect(note.isPrivate, "\(r)")
                checked += 1
            }
        }
        #expect(checked > 3_000)
    }
}
