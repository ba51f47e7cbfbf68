import Foundation
import Yams

/// `notes/*.md`: Markdown with optional YAML front matter between `---` lines.
///
/// Front matter starts when the file's first line is `---` and ends at the next line that is
/// `---` (or `...`). Title: front matter `title`, else the first `# ` heading of the body,
/// else the file name. Date: front matter `date`, else a `YYYY-MM-DD-` file-name prefix,
/// else none. Positions in front-matter messages are lines of the `.md` file.
public enum NotesLoader {
    static let keys = ["title", "date", "tags", "school", "visibility"]

    /// Every `*.md` file directly in `folder` (hidden files and those of `ContentFile.isIgnored`
    /// skipped), sorted by file name in code-point order. A missing folder means no notes; one
    /// that cannot be read is an error. Two names that are one name in another case or Unicode
    /// form (`Visit.md`, `visit.md`) are an error at the second (`NotesLoader+Names`).
    /// `displayRoot` is the folder as shown in messages, e.g. `content/athletes/maya-lopez/notes`;
    /// `resolver` knows the content folder, which no note may lead out of
    /// (`ContentFile.Resolver`; nil: no check).
    public static func load(folder: URL, displayRoot: String, resolver: ContentFile.Resolver?) -> ([Note], Diagnostics) {
        var diagnostics = Diagnostics()
        let names: [String]
        let folderPath = folder.path
        switch ContentFile.list(folderPath) {
        case .names(let found): names = found
        case .missing: return ([], diagnostics)
        case .notAFolder:
            diagnostics.warning("this is a file, not a folder; no notes were read", at: SourceLocation(file: displayRoot))
            return ([], diagnostics)
        case let other:
            diagnostics.error(ContentFile.folderMessage(denied: other == .denied), at: SourceLocation(file: displayRoot))
            return ([], diagnostics)
        }
        let sorted = names.filter { $0.hasSuffix(".md") && !$0.hasPrefix(".") && !ContentFile.isIgnored($0) }
            .sorted(by: codePointLess)
        diagnostics.append(contentsOf: otherTextFiles(names.sorted(by: codePointLess), displayRoot: displayRoot))
        let (files, clashes) = distinctNames(sorted, displayRoot: displayRoot)
        diagnostics.append(contentsOf: clashes)
        var notes: [Note] = []
        for name in files {
            let display = displayRoot + "/" + name
            let data: [UInt8]
            let path = folderPath.hasSuffix("/") ? folderPath + name : folderPath + "/" + name
            switch ContentFile.read(path: path, resolver: resolver, display: display) {
            case .failure(let d): diagnostics.append(d); continue
            case .success(let bytes): data = bytes
            }
            guard let text = String(validating: data, as: UTF8.self) else {
                diagnostics.error("the file is not valid UTF-8 text", at: SourceLocation(file: display))
                continue
            }
            let (note, problems) = parse(text: text, fileName: String(name.dropLast(3)), file: display)
            diagnostics.append(contentsOf: problems)
            if let note { notes.append(note) }
        }
        return (notes, diagnostics)
    }

    /// One note from its text; `fileName` without `.md`; `file` the display path.
    public static func parse(text: String, fileName: String, file: String) -> (Note?, Diagnostics) {
        var text = text
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        var y = YAMLFile(file: file, lineOffset: 1)
        var fields: [String: YAMLFile.Entry] = [:]
        guard let split = NoteText(text) else {
            y.diagnostics.error("front matter has no closing \"---\" line: the \"---\" on line 1 opens it, and a line "
                                + "holding only \"---\" must end it before the note's text",
                                at: SourceLocation(file: file, line: 1, column: 1))
            return (nil, y.diagnostics)
        }
        if let yaml = split.frontMatter, let root = y.parse(yaml), !YAMLFile.isNull(root) {
            fields = y.entries(root, known: keys, name: "front matter") ?? [:]
        }
        let body = split.body, bodyStartLine = split.bodyStartLine

        var title = y.string(fields["title"]).map { $0.trimmingSpaces }
        if title?.isEmpty ?? true {
            title = body.split(separator: "\n", omittingEmptySubsequences: false).first { $0.hasPrefix("# ") }.map { line in
                var t = String(line.dropFirst(2)).trimmingSpaces
                while t.hasSuffix("#") { t.removeLast() }  // closing sequence of an ATX heading
                return t.trimmingSpaces
            }
        }
        if title?.isEmpty ?? true { title = fileName }
        var date = y.date(fields["date"])
        if date == nil, fields["date"] == nil, fileName.utf8.count > 11, fileName.utf8.dropFirst(10).first == UInt8(ascii: "-") {
            date = LocalDate(iso: fileName.prefix(10))
        }
        let tags = Note.normalizedTags(y.stringList(fields["tags"]))
        let school = y.string(fields["school"]).map { $0.trimmingSpaces }.flatMap { $0.isEmpty ? nil : $0 }
        var visibility = NoteVisibility.private
        if let e = fields["visibility"], let v = y.string(e) {
            if let parsed = NoteVisibility(content: v.trimmingSpaces) {
                visibility = parsed
            } else {
                y.diagnostics.error("visibility \(Quote.text(v)) is not one of private, public"
                                    + TableDecoder.guess(v.trimmingSpaces, among: ["private", "public"]), at: y.at(e.value))
            }
        }
        y.finish()
        let note = Note(fileName: fileName, title: title ?? fileName, date: date, tags: tags, schoolId: school,
                        visibility: visibility, body: body,
                        location: SourceLocation(file: file, line: min(bodyStartLine, max(split.lineCount, 1)), column: 1))
        var located = note
        located.schoolLocation = school == nil ? nil : fields["school"].map { y.at($0.value) }
        return (y.diagnostics.hasErrors ? nil : located, y.diagnostics)
    }
}
