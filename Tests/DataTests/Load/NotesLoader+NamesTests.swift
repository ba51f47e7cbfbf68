import Foundation
import Testing
@testable import SiteData

/// `José.md` saved once with `é` and once with `e` + a combining accent stopped the build with
/// "internal: … written twice", naming neither file. Such names, and names that differ only in
/// case, are now an error at load naming both files.
@Suite struct NotesLoaderNamesTests {
    @Test func namesInTwoUnicodeFormsAreAnErrorNamingBoth() throws {
        let f = try ContentFolderFixture("names-nfc")
        defer { f.remove() }
        try f.write("# One\n", to: "notes/Jos\u{E9}.md")
        try f.write("# Two\n", to: "notes/Jose\u{301}.md")
        #expect(try FileManager.default.contentsOfDirectory(atPath: f.notes.path).count == 2)
        #expect(f.problems() == [
            "content/athletes/kim-lee/notes/Jos\u{E9}.md: error: \"Jose\u{301}.md\" and \"Jos\u{E9}.md\" are one name written "
                + "with different Unicode characters (Jose\\u{301}.md and Jos\\u{e9}.md), so both notes would be one page; "
                + "rename or remove one of them",
        ])
    }

    @Test func namesThatDifferOnlyInCaseAreAnErrorNamingBoth() throws {
        let f = try ContentFolderFixture("names-case")
        defer { f.remove() }
        for name in ["Visit.md", "visit.md", "VISIT.md", "other.md"] { try f.write("# \(name)\n", to: "notes/" + name) }
        #expect(f.problems() == [
            "content/athletes/kim-lee/notes/Visit.md: error: \"VISIT.md\" and \"Visit.md\" differ only in upper and lower "
                + "case: macOS and Windows keep only one of them; rename or remove one of them",
            "content/athletes/kim-lee/notes/visit.md: error: \"VISIT.md\" and \"visit.md\" differ only in upper and lower "
                + "case: macOS and Windows keep only one of them; rename or remove one of them",
        ])
    }

    @Test func distinctNamesKeepsTheFirstOfEach() {
        let (kept, problems) = NotesLoader.distinctNames(["A.md", "B.md", "a.md", "b\u{301}.md"], displayRoot: "notes")
        #expect(kept == ["A.md", "B.md", "b\u{301}.md"])
        #expect(problems.items.map(\.description) == [
            "notes/a.md: error: \"A.md\" and \"a.md\" differ only in upper and lower case: macOS and Windows keep only one "
                + "of them; rename or remove one of them",
        ])
    }
}
