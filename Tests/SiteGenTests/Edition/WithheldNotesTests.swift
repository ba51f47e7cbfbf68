import Foundation
import SiteData
import Testing
@testable import SiteGen

/// Links from a note that leaves the family to one that does not: found by name, warned about
/// at the link, dropped (text kept) where the note is published.
@Suite struct WithheldNotesTests {
    static func note(_ name: String, _ visibility: NoteVisibility, tags: [String] = [], body: String = "") -> Note {
        Note(fileName: name, title: name, tags: tags, visibility: visibility, body: body,
             location: SourceLocation(file: "notes/\(name).md", line: 5, column: 1))
    }

    @Test(arguments: [
        ("2026-03-04-secret.md", "2026-03-04-secret"),
        ("../2026-03-04-secret/", "2026-03-04-secret"),
        ("../2026-03-04-secret/index.html#top", "2026-03-04-secret"),
        ("./notes/2026-03-04-Secret.MD?x=1", "2026-03-04-secret"),
        ("Jos%C3%A9.md", "josé"),
        ("Jose\u{301}.md", "josé"),
        (" visit.html ", "visit"),
    ])
    func aRelativeLinkNamesANote(link: String, name: String) {
        #expect(WithheldNotes.noteName(linkedBy: link) == name)
    }

    @Test(arguments: ["https://example.org/secret.md", "mailto:a@b.c", "javascript:secret()", "//host/secret.md",
                      "/secret.md", "#secret", "", "../", "?q=secret", "HTTPS:secret.md"])
    func anAddressThatIsNotRelativeNamesNoNote(link: String) {
        #expect(WithheldNotes.noteName(linkedBy: link) == nil)
    }

    @Test func onlyNotesThatAreLeftOutAreWithheldAndTheirLinksDropped() {
        let secret = Self.note("2026-03-04-secret", .private)
        let tagged = Self.note("2026-03-06-Tagged Plan", .public, tags: [" PRIVATE "])
        let open = Self.note("2026-03-07-open", .public)
        let kept = [open]
        let withheld = WithheldNotes(all: [secret, tagged, open], kept: kept)
        #expect(withheld.covers("2026-03-04-secret.md"))
        #expect(withheld.covers("../2026-03-06-tagged-plan/"))  // the page slug
        #expect(withheld.covers("2026-03-06-Tagged%20Plan.md"))  // the file name
        #expect(!withheld.covers("2026-03-07-open.md"))
        #expect(!withheld.covers("2026-03-09-missing.md"))
        #expect(withheld.html("See [the list](2026-03-04-secret.md), [**open**](2026-03-07-open.md) and <https://x.org>.")
                == "<p>See the list, <a href=\"2026-03-07-open.md\"><strong>open</strong></a> and <a href=\"https://x.org\">https://x.org</a>.</p>\n")
        #expect(WithheldNotes.none.html("[a](2026-03-04-secret.md)") == "<p><a href=\"2026-03-04-secret.md\">a</a></p>\n")
    }

    @Test func aPublishableNoteLinkingAPrivateOneIsWarnedAtTheLink() {
        let secret = Self.note("2026-03-04-secret", .private)
        let plan = Self.note("2026-03-07-plan", .public, body: "Intro.\n\nSee [my list](2026-03-04-secret.md) and [x](https://x.org).\n")
        let privateToo = Self.note("2026-03-08-diary", .private, body: "[back](2026-03-04-secret.md)\n")
        #expect(WithheldNotes.warnings([secret, plan, privateToo]).items.map(\.description) == [
            "notes/2026-03-07-plan.md:7:5: warning: link \"2026-03-04-secret.md\" leads to the private note 2026-03-04-secret.md; "
                + "wherever this note is published (a public site, the coach packet) the link is left out and only its text is shown",
        ])
        #expect(WithheldNotes.warnings([plan]).items.isEmpty)
    }
}
