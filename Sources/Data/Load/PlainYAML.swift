import Yams

/// The plain YAML most front matter is written in, read without libYAML: a map of
/// `key: value` lines at the left margin, each value a plain or quoted text on its line, a
/// `[a, "b"]` list on its line, or `- item` lines below its key (or nothing). Yams took some
/// hundred thousand instructions for a five-line front matter (an event object per token, a
/// `Tag` and a `Constructor` per node); this reads it in a few thousand.
///
/// `compose` returns exactly the tree `Yams.compose(yaml:, .basic, .default, .utf8)` returns
/// for such a text: the same texts, styles, tags (`str` for quoted scalars and for keys, which
/// Yams resolves when it checks them for duplicates; implicit for the rest) and marks (a plain
/// empty value is marked just after its colon; a list at its `[` or its first `-`; the styles
/// of maps and lists are `.any`, read by Yams from their end events); comment lines are
/// skipped. For anything else — a comment after a value, a tab, an escape other than `\"` and `\\`, a duplicate key, a text over several
/// lines, a nested map, an anchor, a control character — it returns nil and the caller asks
/// Yams, so every error and its position stays Yams' (`PlainYAMLTests` compares the two on
/// generated texts).
enum PlainYAML {
    /// The tree of `text`, or nil when `text` is not of the plain kind (or empty).
    static func compose(_ text: String) -> Node? {
        var text = text
        return text.withUTF8 { u -> Node? in
            guard allowed(u) else { return nil }
            var reader = Reader(u: u)
            return reader.document()
        }
    }

    /// Whether every byte is one this reader handles: no control character but `\n` (tabs
    /// and CR go to Yams), no C1 control, no BOM, no line or paragraph separator, no
    /// U+FFFE/U+FFFF (which libYAML refuses or reads as breaks).
    static func allowed(_ u: UnsafeBufferPointer<UInt8>) -> Bool {
        var k = 0
        let n = u.count
        while k < n {
            let b = u[k]
            if b < 0x80 {
                if b < 0x20 && b != 0x0A || b == 0x7F { return false }
            } else if b == 0xC2 {
                if k + 1 < n, u[k + 1] < 0xA0 { return false }
            } else if b == 0xE2 {
                if k + 2 < n, u[k + 1] == 0x80, u[k + 2] == 0xA8 || u[k + 2] == 0xA9 { return false }
            } else if b == 0xEF {
                if k + 2 < n, u[k + 1] == 0xBB && u[k + 2] == 0xBF || u[k + 1] == 0xBF && u[k + 2] >= 0xBE { return false }
            }
            k += 1
        }
        return true
    }

    /// A mark as Yams makes it (1-based line, column in scalars). `Mark` has no public
    /// initialiser; it is a struct of two `Int`s, line then column, and `PlainYAMLTests`
    /// compares every mark made here with Yams' own, so a change of that layout fails there.
    static func mark(line: Int, column: Int) -> Mark {
        unsafeBitCast((line, column), to: Mark.self)
    }

    /// One `Constructor` for every tag made here: Yams makes a new one (with its maps) per
    /// document, and never changes one after it is made; nothing here reads it.
    nonisolated(unsafe) static let constructor = Constructor.default

    static func tag(_ name: Tag.Name) -> Tag { Tag(name, .basic, constructor) }
}
