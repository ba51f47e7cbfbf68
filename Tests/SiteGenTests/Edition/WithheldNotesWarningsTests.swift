import FileTestSupport
import Foundation
import SiteData
import Testing
@testable import SiteGen

/// `WithheldNotes.warnings` reads each note's privacy and names once; its warnings must be the
/// former code's (kept here as `reference`) on generated notes: private by visibility or by
/// tag, file names that slug alike or differ only in case or Unicode form, links of every form.
@Suite struct WithheldNotesWarningsTests {
    static func reference(_ notes: [Note]) -> Diagnostics {
        var out = Diagnostics()
        let published = notes.filter(PublicEdition.isPublishable)
        guard published.count < notes.count else { return out }
        let withheld = WithheldNotes(all: notes, kept: published)
        let byName = Dictionary(notes.filter { !PublicEdition.isPublishable($0) }.flatMap { note in
            WithheldNotes.names(of: note).map { ($0, note) }
        }, uniquingKeysWith: { a, b in codePointLess(a.fileName, b.fileName) ? a : b })
        for note in published.sorted(by: { codePointLess($0.location.file, $1.location.file) }) {
            for link in Markdown.links(note.body) where withheld.covers(link.url) {
                guard let name = WithheldNotes.noteName(linkedBy: link.url), let target = byName[name] else { continue }
                out.warning("link \"\(link.url)\" leads to the private note \(target.fileName).md; wherever this note is "
                            + "published (a public site, the coach packet) the link is left out and only its text is shown",
                            at: SourceLocation(file: note.location.file, line: note.location.line + link.line - 1,
                                               column: link.column))
            }
        }
        return out
    }

    static let files = ["2026-03-01-visit", "visit", "Visit", "José", "Jose\u{301}", "a b", "2026-03-01-Visit", "con", "x"]
    static let links = ["visit.md", "../2026-03-01-visit/", "Visit.html", "Jos%C3%A9.md", "jose.md", "a-b", "../con/index.html",
                        "https://x.test/visit.md", "#visit", "x.md?y=1"]

    @Test func asBefore() {
        var rng = SplitMix(seed: 48)
        func pick<T>(_ a: [T]) -> T { a[Int(rng.next() % UInt64(a.count))] }
        var differences: [String] = []
        for _ in 0..<1_500 {
            var notes: [Note] = []
            for k in 0..<Int(rng.next() % 6) {
                let name = pick(Self.files)
                var body = "Line\n"
                for _ in 0..<Int(rng.next() % 4) { body += "See [it](\(pick(Self.links))) and <https://a.test>.\n" }
                let tags = rng.next() % 4 == 0 ? ["Private"] : rng.next() % 3 == 0 ? ["visit, private "] : ["visit"]
                notes.append(Note(fileName: name, title: name, tags: tags, visibility: rng.next() % 2 == 0 ? .public : .private,
                                  body: body, location: SourceLocation(file: "notes/\(k)-\(name).md", line: 4, column: 1)))
            }
            let new = WithheldNotes.warnings(notes).items.map { "\($0)" }
            let old = Self.reference(notes).items.map { "\($0)" }
            if new != old { differences.append("\(notes.map(\.fileName)): \(new) \(old)") }
        }
        #expect(differences == [])
    }
}
