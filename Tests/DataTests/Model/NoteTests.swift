import Testing
@testable import SiteData

@Suite struct NoteTests {
    func note(_ visibility: NoteVisibility, _ tags: [String]) -> Note {
        Note(fileName: "n", title: "N", tags: tags, visibility: visibility, body: "", location: SourceLocation(file: "n.md"))
    }

    @Test(arguments: [
        (NoteVisibility.private, [String](), true),
        (.private, ["visit"], true),
        (.public, [], false),
        (.public, ["visit", "ohio"], false),
        (.public, ["private"], true),
        (.public, ["PRIVATE"], true),
        (.public, ["Private"], true),
        (.public, [" private\u{A0}"], true),
        (.public, ["Private, recruiting"], true),   // one string from a database: still private
        (.public, ["recruiting,private"], true),
        (.public, ["privately"], false),
        (.public, ["not private"], false),
    ])
    func isPrivate(visibility: NoteVisibility, tags: [String], expected: Bool) {
        #expect(note(visibility, tags).isPrivate == expected)
    }
}
