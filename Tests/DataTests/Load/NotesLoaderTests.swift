import Testing
@testable import SiteData

@Suite struct NotesLoaderTests {
    func parse(_ text: String, _ name: String = "2026-03-01-campus-visit") -> (Note?, [String]) {
        let (n, d) = NotesLoader.parse(text: text, fileName: name, file: "notes/\(name).md")
        return (n, d.items.map(\.description))
    }

    @Test func frontMatter() {
        let (n, d) = parse("---\ntitle: Visit\ndate: 2026-02-27\ntags: [visit, ohio]\nschool: s1\nvisibility: Public\n---\n# Heading\nBody\n")
        #expect(d == [])
        #expect(n == Note(fileName: "2026-03-01-campus-visit", title: "Visit", date: LocalDate(iso: "2026-02-27"),
                          tags: ["visit", "ohio"], schoolId: "s1", visibility: .public, body: "# Heading\nBody\n",
                          location: SourceLocation(file: "notes/2026-03-01-campus-visit.md", line: 8, column: 1),
                          schoolLocation: SourceLocation(file: "notes/2026-03-01-campus-visit.md", line: 5, column: 9)))
    }

    @Test func defaultsFromHeadingAndFileName() {
        let (n, d) = parse("Intro\n\n# Campus visit #\ntext")
        #expect(d == [])
        #expect(n?.title == "Campus visit")
        #expect(n?.date?.iso == "2026-03-01")
        #expect(n?.visibility == .private)
        #expect(n?.body == "Intro\n\n# Campus visit #\ntext")
    }

    @Test func fileNameWhenNoTitle() {
        let (n, _) = parse("just text", "ideas")
        #expect(n?.title == "ideas")
        #expect(n?.date == nil)
    }

    /// `tags: "Private, recruiting"` used to be one tag, so the note went onto a public site.
    @Test func tagStringsAreSplitOnCommas() {
        let (n, d) = parse("---\nvisibility: public\ntags: Private, recruiting\n---\nText\n")
        #expect(d == [])
        #expect(n?.tags == ["Private", "recruiting"])
        #expect(n?.isPrivate == true)
        let (list, _) = parse("---\nvisibility: public\ntags: [\"visit, Ohio\", ohio, \" \", Visit]\n---\nText\n")
        #expect(list?.tags == ["visit", "Ohio"])
        #expect(list?.isPrivate == false)
    }

    @Test(arguments: [
        ("---\ntitle: x\n", "notes/n.md:1:1: error: front matter has no closing \"---\" line: the \"---\" on line 1 opens it, and a line holding only \"---\" must end it before the note's text"),
        ("---\ntitle: x\nvisibility: secret\n---\n", "notes/n.md:3:13: error: visibility \"secret\" is not one of private, public"),
        ("---\ntitle: x\nvisibility: pubic\n---\n", "notes/n.md:3:13: error: visibility \"pubic\" is not one of private, public; did you mean \"public\"?"),
        ("---\ntitle: x\ntags: a\u{01}b\n---\n", "notes/n.md:3:8: error: not valid YAML: control characters are not allowed"),
        ("---\ntitle: x\ntags: [a\n---\n", "notes/n.md:4:1: error: not valid YAML: did not find expected ',' or ']'"),
        ("---\ntitle: x\ndate: soon\n---\n", "notes/n.md:3:7: error: date \"soon\" is not a date (YYYY-MM-DD)"),
        ("---\ntitle: [x\n---\n", "notes/n.md:3:1: error: not valid YAML: did not find expected ',' or ']'"),
    ])
    func errors(text: String, message: String) {
        let (n, d) = parse(text, "n")
        #expect(n == nil)
        #expect(d == [message])
    }
}
