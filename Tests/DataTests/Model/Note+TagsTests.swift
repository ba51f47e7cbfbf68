import Testing
@testable import SiteData

@Suite struct NoteTagsTests {
    @Test(arguments: [
        ([String](), [String]()),
        (["Private, recruiting"], ["Private", "recruiting"]),
        (["visit", "ohio"], ["visit", "ohio"]),
        (["a, b", "c"], ["a", "b", "c"]),                       // a list item with a comma is two tags
        ([" a ,, b ,", " ", ""], ["a", "b"]),                    // trimmed, empties dropped
        (["Visit", "visit", "VISIT, Ohio", "ohio"], ["Visit", "Ohio"]),  // first spelling kept
        (["Jos\u{E9}", "JOSE\u{301}"], ["Jos\u{E9}"]),            // one tag in two Unicode forms
    ])
    func normalized(raw: [String], expected: [String]) {
        #expect(Note.normalizedTags(raw) == expected)
    }
}
