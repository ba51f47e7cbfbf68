import Foundation
import SiteData
import Testing
@testable import SiteGen

@Suite struct NotePagesTests {
    typealias F = SchoolPagesFixture

    func note(_ file: String, _ title: String, _ date: String?, body: String = "Body.") -> Note {
        Note(fileName: file, title: title, date: date.map(F.date), body: body, location: SourceLocation(file: "notes/\(file).md"))
    }

    @Test func fixtureNotePages() throws {
        let site = try F.site("ana-diaz")
        let files = NotePages(athlete: site).render()
        #expect(files.map(\.path) == ["ana-diaz/notes/index.html", "ana-diaz/notes/2026-03-02-rice-visit/index.html"])
        let html = files[1].text
        #expect(html.contains("<h1>Rice visit</h1>"))
        // cmark safe mode: the note's <script> is dropped, the leading heading is the page's <h1>.
        #expect(!html.contains("<script"))
        #expect(html.contains(#"<div class="prose"><p>Met the coaches. <!-- raw HTML omitted -->alert(1)<!-- raw HTML omitted --></p>"#))
        #expect(!html.contains("<h1>Rice visit</h1>\n"))
        #expect(html.contains(#"<dt>School</dt><dd><a href="../../schools/rice-university/index.html">Rice University</a></dd>"#))
        #expect(html.contains("<dt>Visibility</dt><dd>Public (in the coach packet)</dd>"))
        #expect(html.contains(#"<a href="../index.html" aria-current="page">Notes</a>"#))

        let page = site.page(SitePath.notes(site.slug), tab: .notes)
        guard case .notes(let items) = NotePages.Index(athlete: site).value(for: .notes, in: page) else { Issue.record("shape"); return }
        #expect(items.map { [$0.title, $0.href ?? "-", $0.date ?? "-", $0.tags.joined(separator: ","), $0.excerpt ?? "-"] } == [
            ["Rice visit", "2026-03-02-rice-visit/index.html", "Mar 2, 2026", "visit", "Met the coaches. alert(1)"],
        ])
        let meta = NotePages.Detail(athlete: site, note: site.data.notes[0]).value(for: .noteMeta, in: site.page(site.notePath(site.data.notes[0])!, tab: .notes))
        guard case .facts(let facts) = meta else { Issue.record("shape"); return }
        #expect(facts.map { "\($0.label)=\($0.value ?? "nil")" } == [
            "Date=Mar 2, 2026", "Tags=visit", "School=Rice University", "Visibility=Public (in the coach packet)",
        ])
    }

    @Test func newestFirstUndatedLastTiesByTitleThenFileName() {
        let notes = [
            note("f-undated-b", "Beta", nil), note("f-old", "Old", "2025-01-01"),
            note("f-b", "Same day", "2026-03-01"), note("f-a", "Same day", "2026-03-01"),
            note("f-undated-a", "Alpha", nil), note("f-new", "Zed", "2026-03-05"), note("f-c", "Apple", "2026-03-01"),
        ]
        #expect(NotePages.ordered(notes).map(\.fileName) == ["f-new", "f-c", "f-a", "f-b", "f-old", "f-undated-a", "f-undated-b"])
    }

    @Test func headingKeptWhenItIsNotTheTitle() {
        let n = note("n", "From front matter", nil, body: "# Another heading\n\nText <b>x</b> [a](javascript:alert(1))\n")
        #expect(NotePages.Detail.bodyHTML(n, withheld: .none) == "<h1>Another heading</h1>\n<p>Text <!-- raw HTML omitted -->x<!-- raw HTML omitted --> <a>a</a></p>\n")
        let titled = note("m", "Visit", nil, body: "# Visit\n\nText\n")
        #expect(NotePages.Detail.bodyHTML(titled, withheld: .none) == "<p>Text</p>\n")
    }

    @Test func undatedUntaggedNoteWithUnknownSchool() throws {
        var n = note("loose", "Loose", nil)
        n.schoolId = "gone"
        let site = try F.handMade(notes: [n])
        let html = NotePages(athlete: site).render()[1].text
        #expect(html.contains("<dl class=\"facts\"><dt>School</dt><dd>Unknown School</dd><dt>Visibility</dt><dd>Private</dd></dl>"))
    }

    @Test func emptyAthlete() throws {
        let files = NotePages(athlete: try F.site("empty-one")).render()
        #expect(files.map(\.path) == ["empty-one/notes/index.html"])
        #expect(files[0].text.contains(#"<div class="empty-state"><p>No notes yet</p><p class="empty-hint">Add a Markdown file to the notes folder to start</p></div>"#))
    }
}
