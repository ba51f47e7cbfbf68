/// An address typed in the data (a school's website, an event's or a post's URL, a video link,
/// a suggestion's action, `base_url`) that may become a link: the one rule for every field,
/// applied once, by the loaders (docs/content.md, "Links").
///
/// - `http://…` and `https://…`, the scheme in any case, with something after the `//`: kept
///   as written (only the spaces around it trimmed).
/// - `mailto:…` and `tel:…`, in any case, with something after the colon: kept as written.
/// - A bare host with an optional path (`example.org`, `vanderbilt.edu/baseball`): letters,
///   digits, `-` and `.` up to the first `/`, `?` or `#`, with a dot inside: `https://` in front.
/// - Anything else is no link: any other scheme (`javascript:`, `data:`, `vbscript:`, however
///   spelled), a relative path, an entity-encoded text (`&#58;`: `&` is not in a host), an
///   address with spaces or control characters inside.
public struct WebLink: Hashable, Sendable {
    public enum Scheme: String, Hashable, Sendable { case http, https, mailto, tel }

    /// The address to link to (`https://` added to a bare host).
    public let url: String
    public let scheme: Scheme

    /// Whether it leads to a web page (`http` or `https`), not to mail or a phone.
    public var isWeb: Bool { scheme == .http || scheme == .https }

    /// The link `text` makes, or nil when it makes none (see the type's rule).
    public init?(_ text: String) {
        guard let (url, scheme) = Self.asciiRule(text) ?? Self.scalarRule(text) else { return nil }
        self.url = url
        self.scheme = scheme
    }

    /// The rule on the bytes of an ASCII text, which most addresses are (the scalar rule was
    /// 2.7 % of a 20-athlete build's `perf` samples, this one is 0.1 %). nil when `text` is not ASCII
    /// (the scalar rule decides), `.some(nil)` for no link. Both rules agree (`WebLinkTests`).
    static func asciiRule(_ text: String) -> (url: String, scheme: Scheme)?? {
        var text = text
        guard let found = text.withUTF8({ Self.asciiLink($0) }) else { return .none }
        guard let (scheme, bare, trimmed) = found else { return .some(nil) }
        let count = text.utf8.count
        let address = trimmed.count == count ? text
            : String(decoding: text.utf8.dropFirst(trimmed.lowerBound).dropLast(count - trimmed.upperBound), as: UTF8.self)
        return .some((bare ? "https://" + address : address, scheme))
    }

    /// Whether `text` makes a link (`WebLink(text) != nil`), without making its address.
    static func makesLink(_ text: String) -> Bool {
        var text = text
        switch text.withUTF8({ Self.asciiLink($0) }) {
        case .some(let found): return found != nil
        case .none: return Self.scalarRule(text) != nil
        }
    }

    /// The rule on Unicode scalars, for any text.
    static func scalarRule(_ text: String) -> (url: String, scheme: Scheme)? {
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !Self.isSpace($0) }),
              let last = scalars.lastIndex(where: { !Self.isSpace($0) }) else { return nil }
        let trimmed = scalars[first...last]
        guard !trimmed.contains(where: { Self.isSpace($0) || Self.isControl($0) }),
              case let (scheme, bare)? = Self.scheme(of: trimmed) else { return nil }
        return ((bare ? "https://" : "") + String(String.UnicodeScalarView(trimmed)), scheme)
    }

    /// The scheme `text` (trimmed) links with, and whether it is a bare host that needs
    /// `https://` in front; nil for no link. The rule without the check for spaces inside,
    /// for `base_url`, which percent-encodes them.
    static func scheme(of text: Substring.UnicodeScalarView) -> (Scheme, bare: Bool)? {
        // A scheme is what comes before a colon that comes before any `/`, `?` or `#`.
        let end = text.firstIndex { $0 == ":" || $0 == "/" || $0 == "?" || $0 == "#" }
        if let end, text[end] == ":" {
            guard let scheme = Scheme(rawValue: String(String.UnicodeScalarView(text[..<end])).lowercased()) else { return nil }
            let rest = text[text.index(after: end)...]
            switch scheme {
            case .http, .https:
                guard rest.starts(with: "//".unicodeScalars), let h = rest.dropFirst(2).first,
                      h != "/", h != "?", h != "#" else { return nil }
            case .mailto, .tel:
                guard !rest.isEmpty else { return nil }
            }
            return (scheme, false)
        }
        let host = text[..<(end ?? text.endIndex)]
        guard host.contains("."), host.first != ".", host.last != ".",
              host.allSatisfy({ $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "." || $0 == "-" })
        else { return nil }
        return (.https, true)
    }

    /// The rule on the bytes of an ASCII text: nil when `bytes` is not ASCII (the scalar rule
    /// decides), `.some(nil)` for no link, else the scheme, whether it is a bare host and the
    /// byte offsets of the text without its surrounding spaces.
    static func asciiLink(_ bytes: UnsafeBufferPointer<UInt8>) -> (Scheme, bare: Bool, trimmed: Range<Int>)?? {
        // One index loop over the bytes, no closures or slices: this runs for every address cell.
        @inline(__always) func space(_ b: UInt8) -> Bool { b == 0x20 || (b >= 0x09 && b <= 0x0D) }
        let colon = UInt8(ascii: ":"), slash = UInt8(ascii: "/"), query = UInt8(ascii: "?"), hash = UInt8(ascii: "#")
        let n = bytes.count
        // `inside`: a space, C0 control or DEL within the trimmed text (C1 and bidi controls
        // are not ASCII); `end`: the first `:`, `/`, `?` or `#`.
        var first = -1, last = -1, end = -1, inside = false, spaceSeen = false
        // Most addresses are printable ASCII throughout (`WebLink+Printable`): then the text
        // is its own trimmed text, with nothing inside, and only `end` is looked for.
        let printable = Self.printableASCIIStop(bytes)
        if let stop = printable {
            first = 0; last = n - 1; end = stop
        }
        for i in 0..<(printable == nil ? n : 0) {
            let b = bytes[i]
            if b >= 0x80 { return .none }
            if space(b) {
                if first >= 0 { spaceSeen = true }
                continue
            }
            if first < 0 { first = i }
            last = i
            if spaceSeen || b < 0x20 || b == 0x7F { inside = true }
            if end < 0, b == colon || b == slash || b == query || b == hash { end = i }
        }
        guard first >= 0 else { return .some(nil) }
        if inside { return .some(nil) }
        if end >= 0, bytes[end] == colon {
            guard let scheme = Self.asciiScheme(bytes, first..<end) else { return .some(nil) }
            let rest = end + 1  // the rest is rest...last
            switch scheme {
            case .http, .https:
                guard last - rest + 1 > 2, bytes[rest] == slash, bytes[rest + 1] == slash else { return .some(nil) }
                let h = bytes[rest + 2]
                guard h != slash, h != query, h != hash else { return .some(nil) }
            case .mailto, .tel:
                guard rest <= last else { return .some(nil) }
            }
            return .some((scheme, false, first..<(last + 1)))
        }
        let hostEnd = end >= 0 ? end : last + 1
        let dot = UInt8(ascii: "."), dash = UInt8(ascii: "-")
        guard hostEnd > first, bytes[first] != dot, bytes[hostEnd - 1] != dot else { return .some(nil) }
        var dots = 0
        for i in first..<hostEnd {
            let b = bytes[i]
            if b == dot { dots += 1; continue }
            guard (b | 0x20 >= 0x61 && b | 0x20 <= 0x7A) || (b >= 0x30 && b <= 0x39) || b == dash else { return .some(nil) }
        }
        guard dots > 0 else { return .some(nil) }
        return .some((.https, true, first..<(last + 1)))
    }

    /// The scheme named by `bytes[range]` in any case (`HTTPS`, `Mailto`), or nil.
    @inline(__always)
    static func asciiScheme(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Scheme? {
        func named(_ name: StaticString) -> Bool {
            guard name.utf8CodeUnitCount == range.count else { return false }
            let p = name.utf8Start
            for k in 0..<range.count where bytes[range.lowerBound + k] | 0x20 != p[k] { return false }
            return true
        }
        if named("https") { return .https }
        if named("http") { return .http }
        if named("mailto") { return .mailto }
        if named("tel") { return .tel }
        return nil
    }

    /// What a warning says after the field's name and text, when a non-empty text makes no link.
    public static let refusal = "is not a web address (https://…, a site such as example.org, mailto: or tel:); "
        + "the text is kept but not linked"

    /// `properties.isWhitespace`, answered without the Unicode tables for ASCII.
    @inline(__always)
    static func isSpace(_ s: Unicode.Scalar) -> Bool {
        s.isASCII ? s == " " || (0x09...0x0D).contains(s.value) : s.properties.isWhitespace
    }

    /// C0, DEL and C1 controls, and the bidi controls that reorder how an address reads.
    @inline(__always)
    static func isControl(_ s: Unicode.Scalar) -> Bool {
        s.value < 0x20 || (0x7F...0x9F).contains(s.value) || (0x202A...0x202E).contains(s.value)
            || (0x2066...0x2069).contains(s.value) || s.value == 0x200E || s.value == 0x200F
    }
}
