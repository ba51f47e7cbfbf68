import Foundation

/// Whether a note or bio may hold an image, found without parsing it: most notes have none,
/// and each look for images (`Markdown.localImages`, `Markdown.remoteImages`) is a cmark parse
/// of the whole text, three or four times per note and build.
enum MarkdownImageCheck {
    /// False only when `markdown` holds no image. cmark makes an image only from `![` (inline,
    /// reference or shortcut alike), and the text it reads is `Markdown.xmlSafe(markdown)`,
    /// which removes characters (C0 controls but tab and line ends, bidi controls,
    /// U+FFFE/U+FFFF) and never adds any. So an image needs a `!` followed by `[`, with at most
    /// such removable characters between them: any byte of a control but tab, LF and CR, or
    /// of a non-ASCII character (read as removable, to be safe). The `!` bytes are found with
    /// `memchr`; a text that is not contiguous UTF-8 is taken as holding images.
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
}
