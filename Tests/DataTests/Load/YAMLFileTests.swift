import Testing
@testable import SiteData

/// YAML is read with Yams' basic resolver: every scalar is text as written, whatever type YAML
/// would guess for it, and keys that read the same are the same key.
@Suite struct YAMLFileTests {
    @Test func plainAndQuotedKeysThatReadTheSameAreOneKey() {
        #expect(throws: Diagnostic.error("key 1 appears more than once in this map",
                                          at: SourceLocation(file: "t.yml", line: 1, column: 1))) {
            try YAMLFile("1: a\n\"1\": b\n", path: "t.yml")
        }
    }

    @Test(arguments: ["yes", "1.0", "2026-01-01", "0x1F", "~", ".inf", "012"])
    func scalarsAreReadAsWritten(value: String) throws {
        let file = try YAMLFile("k: \(value)\n", path: "t.yml")
        guard case .mapping(let map)? = file.root, let (_, v) = map.first, case .scalar(let s) = v else {
            Issue.record("not a one-key map")
            return
        }
        #expect(s.string == value)
    }

    @Test func noteFrontMatterDatesAndFlagsStayText() {
        let text = "---\ntitle: yes\ndate: 2026-03-04\n---\nBody\n"
        let (note, d) = NotesLoader.parse(text: text, fileName: "n", file: "notes/n.md")
        #expect(d.items == [])
        #expect(note?.title == "yes")
        #expect(note?.date == LocalDate(year: 2026, month: 3, day: 4))
    }
}
