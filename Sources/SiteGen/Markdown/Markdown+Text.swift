import Foundation

/// Plain-text helpers of `Markdown` (excerpts, the HTML clean-up): they work on Unicode
/// scalars and UTF-8 bytes and need nothing from cmark.
extension Markdown {
    /// `text` with every `pattern` replaced, on UTF-8 bytes (the Foundation version was a tenth
    /// of a notes-only build); `text` itself when the pattern does not occur.
    static func replacing(_ text: String, _ pattern: String, with replacement: String) -> String {
        let p = Array(pattern.utf8)
        var text = text
        return text.withUTF8 { t -> String? in
            guard let first = p.first, t.count >= p.count else { return nil }
            var out: [UInt8] = []
            var copied = 0, i = 0
            while i + p.count <= t.count {
                if t[i] == first && p.indices.allSatisfy({ t[i + $0] == p[$0] }) {
                    if out.isEmpty { out.reserveCapacity(t.count) }
                    out.append(contentsOf: UnsafeBufferPointer(rebasing: t[copied..<i]))
                    out.append(contentsOf: replacement.utf8)
                    i += p.count
                    copied = i
                } else {
                    i += 1
                }
            }
            guard copied > 0 else { return nil }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: t[copied...]))
            return String(decoding: out, as: UTF8.self)
        } ?? text
    }

    /// Runs of whitespace as one space, none at either end: splitting into Characters whose
    /// first scalar is whitespace, as `Character.isWhitespace` does.
    static func collapse(_ text: String) -> String {
        collapseScalars(text) ?? text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    /// The first `limit` bytes of `collapse(text)` (all of it when shorter), for ASCII text,
    /// on bytes; nil when a byte before the stop is not ASCII. (In collapsed ASCII text every
    /// byte is one Character: the one two-byte Character, CR LF, is whitespace.)
    static func collapseASCII(_ text: String, upTo limit: Int) -> String? {
        var text = text
        return text.withUTF8 { t -> String? in
            var out: [UInt8] = []
            out.reserveCapacity(Swift.min(t.count, limit))
            var pendingSpace = false
            for byte in t {
                guard out.count < limit else { break }
                if byte >= 0x80 { return nil }
                if byte == 0x20 || (0x09...0x0D).contains(byte) {
                    pendingSpace = !out.isEmpty
                    continue
                }
                if pendingSpace {
                    out.append(0x20)
                    pendingSpace = false
                    if out.count == limit { break }
                }
                out.append(byte)
            }
            return String(decoding: out, as: UTF8.self)
        }
    }

    /// `collapse` on Unicode scalars, without grapheme breaking (the slow part). Equal to the
    /// Character split unless a whitespace scalar shares a Character with a neighbour: a mark,
    /// joiner or emoji modifier after it (`extendsPrevious`), or a prepended mark before it
    /// (`mayPrepend`). Nil when such a neighbour is there. (Both tests are supersets of the
    /// Unicode classes, so an em dash or an emoji beside a space stays on this path.)
    static func collapseScalars(_ text: String) -> String? {
        // Written as UTF-8 bytes: appending to a `String.UnicodeScalarView` a scalar at a time
        // was most of an excerpt's cost.
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        var pendingSpace = false
        var previous: Unicode.Scalar? = nil
        @inline(__always) func isSpace(_ s: Unicode.Scalar) -> Bool {
            s.isASCII ? (s == " " || (0x09...0x0D).contains(s.value)) : s.properties.isWhitespace
        }
        for scalar in text.unicodeScalars {
            if isSpace(scalar) {
                if let previous, previous.value >= 0x600, mayPrepend(previous) { return nil }
                pendingSpace = !out.isEmpty
            } else {
                if scalar.value >= 0x300, let previous, isSpace(previous), extendsPrevious(scalar) { return nil }
                if pendingSpace { out.append(0x20); pendingSpace = false }
                UTF8.encode(scalar) { out.append($0) }
            }
            previous = scalar
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Whether `s` may join the Character before it (grapheme break classes Extend, ZWJ and
    /// SpacingMark, taken wide): marks, format characters, emoji modifiers.
    static func extendsPrevious(_ s: Unicode.Scalar) -> Bool {
        let p = s.properties
        if p.isGraphemeExtend || p.isEmojiModifier || s.value == 0x200D { return true }
        switch p.generalCategory {
        case .spacingMark, .nonspacingMark, .enclosingMark, .format: return true
        default: return false
        }
    }

    /// Whether `s` may take the Character after it (grapheme break class Prepend, taken wide):
    /// format characters and the few letters Unicode lists as prepended.
    static func mayPrepend(_ s: Unicode.Scalar) -> Bool {
        if s.properties.generalCategory == .format { return true }
        switch s.value {
        case 0x0D4E, 0x111C2...0x111C3, 0x1193F, 0x11941, 0x11A3A, 0x11A84...0x11A89, 0x11D46, 0x11F02, 0x113D1:
            return true
        default:
            return false
        }
    }

    /// False only when `markdown` holds no image, found without parsing it: most notes have
    /// none, and each look for images was a cmark parse of the whole text, up to four times a
    /// note. cmark makes an image only from `![` (inline, reference or shortcut alike), and the
    /// text it reads is `xmlSafe(markdown)`, which removes characters (C0 controls but tab and
    /// line ends, bidi controls, U+FFFE/U+FFFF) and never adds any. So an image needs a `!`
    /// followed by `[`, with at most such removable characters between them: any byte of a
    /// control but tab, LF and CR, or of a non-ASCII character (read as removable, to be safe).
    /// The `!` bytes are found with `memchr`; a text that is not contiguous UTF-8 is taken as
    /// holding images.
    static func mayHoldImages(_ markdown: String) -> Bool {
        let found = markdown.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard let base = bytes.baseAddress else { return false }
            let count = bytes.count
            var from = 0
            while from < count, let bang = memchr(base + from, 0x21, count - from) {
                var i = base.distance(to: bang.assumingMemoryBound(to: UInt8.self)) + 1
                while i < count, bytes[i] >= 0x80 || (bytes[i] < 0x20 && bytes[i] != 0x09 && bytes[i] != 0x0A && bytes[i] != 0x0D) {
                    i += 1
                }
                if i < count, bytes[i] == UInt8(ascii: "[") { return true }
                from = i
            }
            return false
        }
        return found ?? true
    }

    /// `truncate` for text whose every Character is one ASCII byte (collapsed ASCII text:
    /// `collapseASCII`), on bytes: counting and cutting Characters was a third of an excerpt.
    static func truncateASCII(_ text: String, to limit: Int) -> String {
        var text = text
        return text.withUTF8 { t -> String? in
            guard t.count > limit else { return nil }
            var cut = limit
            while cut > 0, t[cut - 1] != 0x20 { cut -= 1 }
            // `truncate` cuts at the last space of the head unless that space is its first byte.
            let end = cut > 1 ? cut - 1 : limit
            return String(decoding: UnsafeBufferPointer(rebasing: t[..<end]), as: UTF8.self) + "…"
        } ?? text
    }

    static func truncate(_ text: String, to limit: Int) -> String {
        // No more bytes than the limit: no more Characters either (counting them is slow).
        guard text.utf8.count > limit, text.count > limit else { return text }
        let head = String(text.prefix(limit))
        if let space = head.lastIndex(of: " "), space > head.startIndex {
            return String(head[..<space]) + "…"
        }
        return head + "…"
    }
}
