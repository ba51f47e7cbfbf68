import Testing
@testable import SiteData

/// YAML is read with Yams' basic resolver: every scalar is text as written, whatever type YAML
/// would guess for it, and keys that read the same are the same key.
@Suite struct YAMLFileTests {
    @Test func plainAndQuotedKeysThatReadTheSameAreOneKey() {
        #expect(throws: Diagnostic.error("key 1 appears more than once in this map",
                                          at: SourceLocation(file: "t.yml", line: 1, column: 1))) {
            try YAMLDocument("1: a\n\"1\": b\n", path: "t.yml")
        }
    }

    @Test(arguments: ["yes", "1.0", "2026-01-01", "0x1F", "~", ".inf", "012"])
    func scalarsAreReadAsWritten(value: String) throws {
        let file = try YAMLDocument("k: \(value)\n", path: "t.yml")
        guard case .mapping(let map)? = file.root?.content, let (_, v) = map.first, case .scalar(let s) = v.content else {
            Issue.record("not a one-key map")
            return
        }
        #expect(s.string == value)
        #expect(s.style == .plain)
        #expect(v.location == SourceLocation(file: "t.yml", line: 1, column: 4))
    }

    /// The tree handed out of SiteData keeps each node's place, quoting, and the order of a map.
    @Test func documentTreeKeepsPlacesStylesAndOrder() throws {
        let doc = try YAMLDocument("b: 'x'\na:\n  - \"y\"\n  - {c: d}\n", path: "t.yml")
        guard case .mapping(let map)? = doc.root?.content else { Issue.record("not a map"); return }
        #expect(map.map { $0.key.scalar?.string } == ["b", "a"])
        #expect(map[0].value.scalar == YAMLNode.Scalar(string: "x", style: .singleQuoted))
        guard case .sequence(let items) = map[1].value.content else { Issue.record("not a list"); return }
        #expect(items[0].scalar == YAMLNode.Scalar(string: "y", style: .doubleQuoted))
        #expect(items[0].location == SourceLocation(file: "t.yml", line: 3, column: 5))
        #expect(items[1].kindName == "a map")
        #expect(doc.location(items[1]) == SourceLocation(file: "t.yml", line: 4, column: 5))
        #expect(try YAMLDocument("", path: "e.yml").root == nil)
    }

    @Test func noteFrontMatterDatesAndFlagsStayText() {
        let text = "---\ntitle: yes\ndate: 2026-03-04\n---\nBody\n"
        let (note, d) = NotesLoader.parse(text: text, fileName: "n", file: "notes/n.md")
        #expect(d.items == [])
        #expect(note?.title == "yes")
        #expect(note?.date == LocalDate(year: 2026, month: 3, day: 4))
    }
}
