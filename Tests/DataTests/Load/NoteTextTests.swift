import Testing
@testable import SiteData

@Suite struct NoteTextTests {
    /// The cut as the loader made it before `NoteText`: every line split off (by `Character`),
    /// a trailing `\r` dropped, and joined again. For text without `\r` it must agree exactly.
    static func byLines(_ text: String) -> (frontMatter: String?, body: String, start: Int, count: Int)? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.hasSuffix("\r") ? $0.dropLast() : $0 }
        var start = 1, front: String?
        if lines.first == "---" {
            guard let close = lines.indices.dropFirst().first(where: { lines[$0] == "---" || lines[$0] == "..." }) else { return nil }
            front = lines[1..<close].joined(separator: "\n")
            start = close + 2
        }
        let body = start - 1 < lines.count ? lines[(start - 1)...].joined(separator: "\n") : ""
        return (front, body, start, lines.count)
    }

    @Test(arguments: [
        "", "---", "---\n", "---\n---", "---\n---\n", "---\n...\nbody", "---\ntitle: A\n---\n# H\nBody\n",
        "---\na: 1\nb: 2\n---\n\n\nText\n\n", "no front matter\n---\nstill body", "--- \nx\n---\n", "---\nnever closed\n",
        "---\nx: \"é\"\n---\nÜber\u{301}\n", "\n---\nx\n---\n", "---\ntitle: x\n---", "a\r b\n---\n", "---\nx: 1\n----\ny\n---\nz",
    ])
    func agreesWithTheLineByLineCut(text: String) {
        let cut = NoteText(text), old = Self.byLines(text)
        #expect((cut == nil) == (old == nil))
        guard let cut, let old else { return }
        #expect(cut.frontMatter == old.frontMatter)
        #expect(cut.body == old.body)
        #expect(cut.bodyStartLine == old.start)
        #expect(cut.lineCount == old.count)
    }

    /// A note saved with Windows line ends reads like the same note with `\n`: its front matter
    /// is found (it used to be one long line, shown as text, its visibility ignored).
    @Test func windowsLineEndsReadAsTheSameNote() throws {
        let unix = "---\ntitle: Visit\nvisibility: public\n---\n# Heading\nBody\n"
        let windows = unix.replacingOccurrences(of: "\n", with: "\r\n")
        let a = try #require(NoteText(unix)), b = try #require(NoteText(windows))
        #expect(b.frontMatter == "title: Visit\nvisibility: public")
        #expect(b.body == "# Heading\nBody\n")
        #expect([b.bodyStartLine, b.lineCount] == [5, 7])
        #expect(a.frontMatter == b.frontMatter && a.body == b.body && a.bodyStartLine == b.bodyStartLine && a.lineCount == b.lineCount)
        let (note, diagnostics) = NotesLoader.parse(text: windows, fileName: "2026-03-01-visit", file: "notes/2026-03-01-visit.md")
        #expect(diagnostics.items.isEmpty)
        #expect(note?.title == "Visit")
        #expect(note?.visibility == .public)
        #expect(note?.body == "# Heading\nBody\n")
        #expect(note?.location == SourceLocation(file: "notes/2026-03-01-visit.md", line: 5, column: 1))
    }

    /// Only a `\r` that ends a line goes; one inside a line stays.
    @Test func aCarriageReturnInsideALineStays() {
        #expect(NoteText.withoutLineEndCarriageReturns("a\rb\r\nc\r") == "a\rb\nc")
        #expect(NoteText("x\ry\r\n")?.body == "x\ry\n")
    }
}
