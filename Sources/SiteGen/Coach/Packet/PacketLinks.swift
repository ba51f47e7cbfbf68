import Foundation
import SiteData

/// Finds the relative links (`href`, `src`) of HTML pages and resolves them against the packet,
/// so that nothing in a packet points at a file it does not carry.
enum PacketLinks {
    /// A relative link that does not resolve to an entry.
    struct Broken: Sendable, Hashable, CustomStringConvertible {
        var pagePath: String
        var link: String
        var description: String { "\(pagePath): link \"\(link)\" points outside the packet" }
    }

    /// Every link of `files` (path → bytes) that is relative (no scheme, not `//host`, not a bare
    /// `#fragment`) and does not name one of the files, in page order then link order.
    static func broken(in files: [String: [UInt8]]) -> [Broken] {
        var out: [Broken] = []
        for path in files.keys.sorted(by: codePointLess)
            where path.hasSuffix(".html") {
            for link in links(inHTML: files[path]!) {
                guard let target = resolve(link, from: path) else { continue }
                if target.isEmpty || files[target] == nil { out.append(Broken(pagePath: path, link: link)) }
            }
        }
        return out
    }

    /// The values of `href`, `src` and `xlink:href` attributes inside tags (text and comments
    /// are skipped: an escaped `&lt;a href=…&gt;` in a note is not a link), entities decoded.
    static func links(inHTML html: String) -> [String] {
        links(inHTML: Array(html.utf8))
    }

    /// The same, read from a page's bytes (as the packet holds them) without making a `String`
    /// of the whole page: this check reads every page of every packet.
    static func links(inHTML s: [UInt8]) -> [String] {
        var out: [String] = []
        var i = 0
        while i < s.count {
            guard s[i] == UInt8(ascii: "<") else { i = nextOpening(s, from: i); continue }
            if i + 3 < s.count, s[i + 1] == UInt8(ascii: "!"), s[i + 2] == UInt8(ascii: "-"), s[i + 3] == UInt8(ascii: "-") {
                i = find(commentEnd, in: s, from: i + 4).map { $0 + 3 } ?? s.count
                continue
            }
            guard i + 1 < s.count, isLetter(s[i + 1]) else { i += 1; continue }
            // Inside a tag: read attributes until `>`.
            i += 1
            while i < s.count, !isSpace(s[i]), s[i] != UInt8(ascii: ">") { i += 1 }
            while i < s.count, s[i] != UInt8(ascii: ">") {
                while i < s.count, isSpace(s[i]) || s[i] == UInt8(ascii: "/") { i += 1 }
                let nameStart = i
                while i < s.count, !isSpace(s[i]), s[i] != UInt8(ascii: "="), s[i] != UInt8(ascii: ">") { i += 1 }
                let name = s[nameStart..<i]
                while i < s.count, isSpace(s[i]) { i += 1 }
                guard i < s.count, s[i] == UInt8(ascii: "=") else { continue }
                i += 1
                while i < s.count, isSpace(s[i]) { i += 1 }
                var value: ArraySlice<UInt8> = []
                if i < s.count, s[i] == UInt8(ascii: "\"") || s[i] == UInt8(ascii: "'") {
                    let quote = s[i]
                    let start = i + 1
                    i = start
                    while i < s.count, s[i] != quote { i += 1 }
                    value = s[start..<min(i, s.count)]
                    i += 1
                } else {
                    let start = i
                    while i < s.count, !isSpace(s[i]), s[i] != UInt8(ascii: ">") { i += 1 }
                    value = s[start..<i]
                }
                if isLinkAttribute(name) {
                    // Most values hold no `&`: then there is nothing to decode.
                    let text = String(decoding: value, as: UTF8.self)
                    out.append(value.contains(UInt8(ascii: "&")) ? decodeEntities(text) : text)
                }
            }
            i += 1
        }
        return out
    }

    /// The packet path a link from `page` names; nil when the link is not relative (a scheme,
    /// `//host`, a bare fragment, empty); "" when it climbs above the packet root.
    ///
    /// Every link of every packet page comes here. A link and page path of plain ASCII without
    /// `%` (nearly all) are read as bytes (`resolveASCII`); anything else takes the former reading
    /// by characters, `resolveByCharacters`, which decodes `%` escapes and treats a character
    /// with combining marks as one. The two agree on ASCII (PacketLinksTests).
    static func resolve(_ link: String, from pagePath: String) -> String? {
        if let resolved = resolveASCII(link, from: pagePath) { return resolved }
        return resolveByCharacters(link, from: pagePath)
    }

    /// `resolve` on bytes, for a link and a page path of ASCII without `%`: there every
    /// character is one byte (a CR LF pair is one character, but neither byte is a separator
    /// or white space that `resolve` looks for inside a link). The outer nil: not such a link.
    static func resolveASCII(_ link: String, from pagePath: String) -> String?? {
        var plain = true
        for b in link.utf8 where b >= 0x80 || b == UInt8(ascii: "%") { plain = false; break }
        for b in pagePath.utf8 where b >= 0x80 { plain = false; break }
        guard plain else { return nil }
        let s = Array(link.utf8)
        // Foundation's white space and line breaks, in ASCII: tab, LF, VT, FF, CR and space.
        func isTrimmed(_ b: UInt8) -> Bool { b == 0x20 || (b >= 0x09 && b <= 0x0D) }
        var lo = 0, hi = s.count
        while lo < hi, isTrimmed(s[lo]) { lo += 1 }
        while hi > lo, isTrimmed(s[hi - 1]) { hi -= 1 }
        let slash = UInt8(ascii: "/"), question = UInt8(ascii: "?"), hash = UInt8(ascii: "#")
        if lo == hi || s[lo] == hash || (hi - lo >= 2 && s[lo] == slash && s[lo + 1] == slash) { return .some(nil) }
        // A scheme: a colon before any `/`, `?` or `#`.
        var i = lo
        while i < hi, s[i] != UInt8(ascii: ":"), s[i] != slash, s[i] != question, s[i] != hash { i += 1 }
        if i < hi, s[i] == UInt8(ascii: ":") { return .some(nil) }
        var end = lo
        while end < hi, s[end] != question, s[end] != hash { end += 1 }
        if end > lo, s[lo] == slash { return "" }
        if end == lo { return pagePath }
        // The page's folders (empty names dropped), then the link's names (empty ones kept),
        // joined by `/` in `out` as they come; `starts` holds where each name begins, so `..`
        // cuts the last one off.
        var out: [UInt8] = []
        out.reserveCapacity(pagePath.utf8.count + end - lo)
        var starts: [Int] = []
        func push(_ name: ArraySlice<UInt8>) {
            if !starts.isEmpty { out.append(slash) }
            starts.append(out.count)
            out.append(contentsOf: name)
        }
        let page = Array(pagePath.utf8)
        var folder: ArraySlice<UInt8>?  // the name before the last, pushed once another follows
        var at = 0
        while at < page.count {
            var stop = at
            while stop < page.count, page[stop] != slash { stop += 1 }
            if stop > at {
                if let previous = folder { push(previous) }
                folder = page[at..<stop]
            }
            at = stop + 1
        }
        var start = lo
        while true {
            var stop = start
            while stop < end, s[stop] != slash { stop += 1 }
            let name = s[start..<stop]
            if name.isEmpty { return "" }  // a folder link (`notes/`) or `a//b` names no file
            if name.count == 1, name.first == UInt8(ascii: ".") {
            } else if name.count == 2, name.first == UInt8(ascii: "."), name.last == UInt8(ascii: ".") {
                guard let last = starts.popLast() else { return "" }
                out.removeSubrange((starts.isEmpty ? last : last - 1)...)
            } else {
                push(name)
            }
            if stop == end { break }
            start = stop + 1
        }
        return .some(String(decoding: out, as: UTF8.self))
    }

    /// `resolve` by characters, for any link: the reading every link once took.
    static func resolveByCharacters(_ link: String, from pagePath: String) -> String? {
        let trimmed = link.trimmingWhitespaceAndNewlines
        if trimmed.isEmpty || trimmed.hasPrefix("#") || trimmed.hasPrefix("//") { return nil }
        if let colon = trimmed.firstIndex(of: ":"),
           !trimmed[..<colon].contains(where: { $0 == "/" || $0 == "?" || $0 == "#" }) { return nil }
        var path = trimmed
        if let cut = path.firstIndex(where: { $0 == "?" || $0 == "#" }) { path = String(path[..<cut]) }
        if path.hasPrefix("/") { return "" }
        if path.utf8.contains(UInt8(ascii: "%")) { path = path.removingPercentEncoding ?? path }
        var parts = pagePath.split(separator: "/").dropLast().map(String.init)
        if path.isEmpty { return pagePath }
        for component in path.split(separator: "/", omittingEmptySubsequences: false) {
            switch component {
            case ".": continue
            case "..":
                guard !parts.isEmpty else { return "" }
                parts.removeLast()
            case "": return ""  // a folder link (`notes/`) or `a//b` names no file
            default: parts.append(String(component))
            }
        }
        return parts.joined(separator: "/")
    }

    static func decodeEntities(_ s: String) -> String {
        guard s.contains("&") else { return s }
        return s.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    /// `href`, `src` or `xlink:href`, in any case.
    private static func isLinkAttribute(_ name: ArraySlice<UInt8>) -> Bool {
        func equals(_ word: StaticString) -> Bool {
            guard name.count == word.utf8CodeUnitCount else { return false }
            let w = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
            return zip(name, w).allSatisfy { a, b in (a >= 0x41 && a <= 0x5A ? a | 0x20 : a) == b }
        }
        return equals("href") || equals("src") || equals("xlink:href")
    }

    private static func isLetter(_ b: UInt8) -> Bool { (b | 0x20) >= UInt8(ascii: "a") && (b | 0x20) <= UInt8(ascii: "z") }
    private static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0C || b == 0x0D }
    private static let commentEnd = Array("-->".utf8)

    /// Where the next `<` at or after `from` is, or the end: found by `memchr`, since most of a
    /// page is text between tags.
    private static func nextOpening(_ s: [UInt8], from: Int) -> Int {
        s.withUnsafeBufferPointer { b in
            guard from < b.count, let base = b.baseAddress, let found = memchr(base + from, 0x3C, b.count - from) else { return b.count }
            return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
        }
    }

    private static func find(_ needle: [UInt8], in s: [UInt8], from: Int) -> Int? {
        var i = from
        while i + needle.count <= s.count {
            if s[i..<i + needle.count].elementsEqual(needle) { return i }
            i += 1
        }
        return nil
    }
}
