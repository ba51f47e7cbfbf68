/// A note file's text cut into its front matter and its body.
///
/// Lines end at `\n`; a line's trailing `\r` is not part of it. A first line holding only
/// `---` opens the front matter, and the next line holding only `---` or `...` closes it; the
/// body is every line after that, joined by `\n`. nil when the front matter is never closed.
///
/// Only the front matter's lines are found: the body is the rest of the text as it is, not every
/// line split off and joined again, which was a third of reading a note.
struct NoteText {
    /// The front matter's lines joined by `\n`; nil without front matter.
    var frontMatter: String?
    var body: String
    /// The file's line where the body starts (1 without front matter).
    var bodyStartLine: Int
    /// How many lines the file has (`\n`s plus one).
    var lineCount: Int

    init?(_ text: String) {
        // A file saved with Windows line ends (`\r\n`) reads as the same lines: every `\r` that
        // ends a line is dropped first. (Cut into lines by `Character`, such a file was one
        // line, since `\r\n` is one `Character`: its front matter was shown as text and
        // ignored, its title and visibility with it.)
        let text = Self.count(13, in: text) > 0 ? Self.withoutLineEndCarriageReturns(text) : text
        let u = text.utf8
        lineCount = Self.count(10, in: text) + 1
        frontMatter = nil
        bodyStartLine = 1
        body = text
        // The line starting at `start`: its end (the `\n` or the end of the text).
        func lineEnd(_ start: String.Index) -> String.Index { u[start...].firstIndex(of: 10) ?? u.endIndex }
        let firstEnd = lineEnd(u.startIndex)
        guard text[u.startIndex..<firstEnd] == "---" else { return }
        guard firstEnd < u.endIndex else { return nil }
        let yamlStart = u.index(after: firstEnd)
        var start = yamlStart, line = 2
        while true {
            let end = lineEnd(start)
            let content = text[start..<end]
            if content == "---" || content == "..." {
                frontMatter = start == yamlStart ? "" : String(text[yamlStart..<u.index(before: start)])
                bodyStartLine = line + 1
                body = end < u.endIndex ? String(text[u.index(after: end)...]) : ""
                return
            }
            guard end < u.endIndex else { return nil }
            start = u.index(after: end)
            line += 1
        }
    }

    /// How many bytes of `text` are `byte`, counted in place (iterating the UTF-8 view cost
    /// some thirty instructions a byte).
    static func count(_ byte: UInt8, in text: String) -> Int {
        var text = text
        return text.withUTF8 { u in
            var n = 0
            for b in u where b == byte { n += 1 }
            return n
        }
    }

    /// `text` without the `\r` of each `\r\n` and a `\r` at its very end.
    static func withoutLineEndCarriageReturns(_ text: String) -> String {
        let u = Array(text.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(u.count)
        for (i, b) in u.enumerated() where !(b == 13 && (i + 1 == u.count || u[i + 1] == 10)) { out.append(b) }
        return String(decoding: out, as: UTF8.self)
    }
}
