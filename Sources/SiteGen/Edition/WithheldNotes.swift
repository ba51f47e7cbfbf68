import Foundation
import SiteData

/// The notes that a published copy of an athlete leaves out (a public site, the coach packet),
/// and the links to them from the notes it keeps. One rule for both copies: such a link is
/// dropped and its text stays, so the published page neither points at a page it lacks nor
/// names the private note's file; `sitegen check` and every build warn about it
/// (docs/content.md, "Public sites").
struct WithheldNotes: Sendable, Hashable {
    /// The names a link can use for a left-out note, lower-cased and in NFC: its file name
    /// (written with or without `.md`) and the slug of its page.
    private(set) var names: Set<String> = []

    static let none = WithheldNotes()

    /// The notes of `all` that `kept` lacks. A name one of the kept notes also answers to is not
    /// withheld: a link by that name leads to the kept note.
    init(all: [Note], kept: [Note]) {
        let keptNames = Set(kept.flatMap(Self.names(of:)))
        let keptFiles = Set(kept.map(\.fileName))
        names = Set(all.filter { !keptFiles.contains($0.fileName) }.flatMap(Self.names(of:))).subtracting(keptNames)
    }

    private init() {}

    private init(names: Set<String>) { self.names = names }

    var isEmpty: Bool { names.isEmpty }

    /// The notes left out by either copy (a site build's public copy, then the coach edition).
    func union(_ other: WithheldNotes) -> WithheldNotes {
        var out = self
        out.names.formUnion(other.names)
        return out
    }

    /// Whether a link written in a note, `url`, leads to a left-out note.
    func covers(_ url: String) -> Bool {
        guard !names.isEmpty, let name = Self.noteName(linkedBy: url) else { return false }
        return names.contains(name)
    }

    /// The body of a kept note as the published copy shows it: through cmark, with the links to
    /// left-out notes replaced by their text.
    func html(_ markdown: String) -> String {
        isEmpty ? Markdown.html(markdown) : Markdown.html(markdown, unlinking: covers)
    }

    /// The same, with the note's pictures shown from the addresses `pictures` gives (nil: left
    /// out), as the coach packet ships them (`NoteImages.packetNames`).
    func html(_ markdown: String, pictures: (String) -> String?) -> String {
        Markdown.html(markdown, unlinking: isEmpty ? { _ in false } : covers, pictures: pictures)
    }

    /// A warning for every link from a note that may be published (`PublicEdition.isPublishable`)
    /// to one of `notes` that may not, at the link's line and column. Each note's privacy and
    /// names are read once (its tags parsed, its file name slugged), for what is withheld and
    /// for the note a name leads to.
    static func warnings(_ notes: [Note]) -> Diagnostics {
        var out = Diagnostics()
        let publishable = notes.map(PublicEdition.isPublishable)
        guard publishable.contains(false) else { return out }
        let noteNames = notes.map(names(of:))
        // As `init(all: notes, kept: published)`.
        var keptNames: Set<String> = [], keptFiles: Set<String> = []
        for i in notes.indices where publishable[i] {
            keptNames.formUnion(noteNames[i])
            keptFiles.insert(notes[i].fileName)
        }
        var left: Set<String> = []
        for i in notes.indices where !keptFiles.contains(notes[i].fileName) { left.formUnion(noteNames[i]) }
        let withheld = WithheldNotes(names: left.subtracting(keptNames))
        // Each name of a private note leads to the note of that name with the first file name.
        var byName: [String: Note] = [:]
        for i in notes.indices where !publishable[i] {
            for name in noteNames[i] {
                if let seen = byName[name], codePointLess(seen.fileName, notes[i].fileName) { continue }
                byName[name] = notes[i]
            }
        }
        let published = notes.indices.filter { publishable[$0] }.map { notes[$0] }
        for note in published.sorted(by: { codePointLess($0.location.file, $1.location.file) }) {
            for link in Markdown.links(note.body) where withheld.covers(link.url) {
                guard let name = noteName(linkedBy: link.url), let target = byName[name] else { continue }
                out.warning("link \"\(link.url)\" leads to the private note \(target.fileName).md; wherever this note is "
                            + "published (a public site, the coach packet) the link is left out and only its text is shown",
                            at: SourceLocation(file: note.location.file, line: note.location.line + link.line - 1,
                                               column: link.column))
            }
        }
        return out
    }

    /// The names a link can use for `note`.
    static func names(of note: Note) -> [String] {
        let file = normalized(note.fileName)
        return [file, normalized(Slug.make(from: note.fileName, fallback: "note"))]
    }

    /// The note a relative link names: its last path part, without `index.html`, `.md` or
    /// `.html` (`../2026-03-01-visit/`, `2026-03-01-visit.md`, `notes/visit/index.html` all name
    /// `2026-03-01-visit` or `visit`); nil for an address with a scheme, `//host`, `/…` or `#…`.
    static func noteName(linkedBy url: String) -> String? {
        let trimmed = url.trimmingWhitespaceAndNewlines
        guard let first = trimmed.first, first != "#", first != "/", first != "\\", first != "?" else { return nil }
        var path = Substring(trimmed)
        if let cut = path.firstIndex(where: { $0 == "?" || $0 == "#" }) { path = path[..<cut] }
        if path.prefix(while: { $0 != "/" }).contains(":") { return nil }
        let decoded = path.utf8.contains(UInt8(ascii: "%")) ? String(path).removingPercentEncoding ?? String(path) : String(path)
        var parts = decoded.split(separator: "/").filter { $0 != "." }
        if let last = parts.last, last.lowercased() == "index.html" { parts.removeLast() }
        guard var name = parts.last.map(String.init) else { return nil }
        for suffix in [".md", ".html"] where name.lowercased().hasSuffix(suffix) {
            name = String(name.dropLast(suffix.count))
        }
        return name.isEmpty || name == ".." ? nil : normalized(name)
    }

    /// NFC, lower-cased. An ASCII name (most file names) is its own NFC, so only its case changes.
    private static func normalized(_ s: String) -> String {
        s.isPlainASCII ? s.lowercased() : s.precomposedStringWithCanonicalMapping.lowercased()
    }
}
