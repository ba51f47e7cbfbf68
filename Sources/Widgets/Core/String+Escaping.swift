/// The only place in sitegen where data becomes markup.
///
/// Four contexts, one function each: text content, attribute values, URLs and SVG text.
/// Every function also drops characters that XML 1.0 forbids (C0 controls other than tab,
/// newline and carriage return; U+FFFE and U+FFFF), so output is always well-formed XML, and
/// the bidi embedding, override and isolate controls (U+202A–U+202E, U+2066–U+2069): one
/// unmatched U+202E in a name would otherwise reverse the page's own text after it. The bidi
/// marks (U+200E, U+200F, U+061C) stay: they reorder nothing beyond their neighbours, and
/// right-to-left names use them.
extension String {
    /// Whether `scalar` is a bidi embedding, override or isolate control (see above).
    public static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }

    /// The string without bidi embedding, override and isolate controls, for text that does not
    /// pass through the escapers below (Markdown before cmark, CSV cells).
    public var withoutBidiControls: String {
        guard unicodeScalars.contains(where: String.isBidiControl) else { return self }
        var out = String.UnicodeScalarView()
        out.append(contentsOf: unicodeScalars.filter { !String.isBidiControl($0) })
        return String(out)
    }

    /// Text between HTML tags: `&`, `<` and `>` escaped.
    public var escapedText: String {
        var out = ""
        out.appendEscapedText(self)
        return out
    }

    /// An attribute value written between double quotes: `&`, `<`, `>`, `"` and `'` escaped.
    public var escapedAttribute: String {
        var out = ""
        out.appendEscapedAttribute(self)
        return out
    }

    /// Text inside SVG (`<text>`, `<title>`, `<desc>`): escaped as text, with line breaks and
    /// tabs turned into spaces (SVG text does not wrap).
    public var escapedSVGText: String {
        var out = ""
        out.appendEscapedSVGText(self)
        return out
    }

    /// A URL safe to put in `href` or `src`, not yet attribute-escaped.
    ///
    /// `http`, `https`, `mailto`, `tel` and relative URLs pass unchanged; any other scheme
    /// (`javascript:`, `data:`, `vbscript:`, …, however spelled) becomes the inert `#`.
    public var sanitizedURL: String {
        // Read in place (a loop over `utf8` cost several times as much a byte); the copy only
        // for the rare string that is not stored as contiguous UTF-8.
        if let keeps = utf8.withContiguousStorageIfAvailable(String.keepsScheme) { return keeps ? self : "#" }
        var copy = self
        return copy.withUTF8(String.keepsScheme) ? self : "#"
    }

    /// Whether a URL of these bytes keeps its scheme (see `sanitizedURL`): a relative one, or
    /// one of the kept schemes.
    private static func keepsScheme(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        // Browsers ignore leading C0/space and any tab or line break inside a URL: so do we
        // when deciding the scheme.
        // The scheme is packed lower-cased into 8 bytes (no allocation): every scheme we keep is
        // at most 6 letters, so a longer one only needs to be known as "not ours".
        var scheme: UInt64 = 0
        var length = 0
        var sawColon = false
        var leading = true
        for byte in bytes {
            if leading && byte <= 0x20 { continue }
            leading = false
            if byte == 0x09 || byte == 0x0A || byte == 0x0D { continue }
            if byte == UInt8(ascii: ":") { sawColon = true; break }
            if byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") { break }
            if length < 8 { scheme |= UInt64((byte >= 65 && byte <= 90) ? byte + 32 : byte) << (8 * UInt64(length)) }
            length += 1
        }
        guard sawColon else { return true }  // relative URL (or path with a colon after a slash)
        guard length <= 6 else { return false }
        return String.keptSchemes.contains(scheme | UInt64(length) << 56)
    }

    /// `http`, `https`, `mailto` and `tel`, packed.
    private static let keptSchemes: [UInt64] = ["http", "https", "mailto", "tel"].map(packedScheme)

    /// `scheme`'s bytes packed as `sanitizedURL` packs them (first byte lowest), its length in
    /// the top byte.
    private static func packedScheme(_ scheme: String) -> UInt64 {
        var packed: UInt64 = 0
        for (i, byte) in scheme.utf8.enumerated() { packed |= UInt64(byte) << (8 * UInt64(i)) }
        return packed | UInt64(scheme.utf8.count) << 56
    }

    // MARK: - Appending (used by the renderer: no intermediate strings)

    mutating func appendEscapedText(_ s: String) {
        var buffer = MarkupBuffer(capacity: s.utf8.count + 16)
        buffer.appendEscaped(s, quotes: false, flattenWhitespace: false)
        append(buffer.string)
    }

    mutating func appendEscapedAttribute(_ s: String) {
        var buffer = MarkupBuffer(capacity: s.utf8.count + 16)
        buffer.appendEscaped(s, quotes: true, flattenWhitespace: false)
        append(buffer.string)
    }

    mutating func appendEscapedSVGText(_ s: String) {
        var buffer = MarkupBuffer(capacity: s.utf8.count + 16)
        buffer.appendEscaped(s, quotes: false, flattenWhitespace: true)
        append(buffer.string)
    }
}

extension MarkupBuffer {
    /// The one escaping routine. Works on UTF-8 bytes: every character it changes is ASCII,
    /// except U+FFFE and U+FFFF (EF BF BE, EF BF BF) and the bidi controls, which it drops.
    mutating func appendEscaped(_ s: String, quotes: Bool, flattenWhitespace: Bool) {
        if s.utf8.withContiguousStorageIfAvailable({ appendEscaped(utf8: $0, quotes: quotes, flattenWhitespace: flattenWhitespace) }) == nil {
            var s = s
            s.withUTF8 { appendEscaped(utf8: $0, quotes: quotes, flattenWhitespace: flattenWhitespace) }
        }
    }

    private mutating func appendEscaped(utf8: UnsafeBufferPointer<UInt8>, quotes: Bool, flattenWhitespace: Bool) {
        // Most texts (a date, a name, a link) need nothing: looked at a word at a time and
        // copied at once. Only a text with a byte that needs something goes byte by byte below.
        if appendIfPlain(utf8, quotes: quotes) { return }
        do {
            var i = 0
            let n = utf8.count
            var runStart = 0
            @inline(__always) func flush(_ end: Int) {
                if end > runStart { append(UnsafeBufferPointer(rebasing: utf8[runStart..<end])) }
            }
            // The bytes the switch below looks at, as bit sets over 0x00-0x3F and 0xC0-0xFF: the
            // C0 controls, `"`, `&`, `'`, `<`, `>`, and the lead bytes 0xE2 (bidi controls) and
            // 0xEF (U+FFFE, U+FFFF). No byte in 0x40-0xBF needs anything.
            let low: UInt64 = 0xFFFF_FFFF | 1 << 0x22 | 1 << 0x26 | 1 << 0x27 | 1 << 0x3C | 1 << 0x3E
            let high: UInt64 = 1 << (0xE2 - 0xC0) | 1 << (0xEF - 0xC0)
            // Eight bytes at a time while they are plain (`isPlain`); after a word that is not,
            // its eight bytes one by one.
            var bytewiseUntil = 0
            while i < n {
                if i >= bytewiseUntil && i + 8 <= n {
                    if MarkupBuffer.isPlain(UnsafeRawPointer(utf8.baseAddress! + i).loadUnaligned(as: UInt64.self), quotes: quotes) {
                        i += 8
                        continue
                    }
                    bytewiseUntil = i + 8
                }
                let byte = utf8[i]
                // Most bytes need nothing: one bit test skips them.
                let bit: UInt64 = 1 &<< UInt64(byte & 63)
                if byte < 0x40 ? low & bit == 0 : byte < 0xC0 || high & bit == 0 {
                    i += 1
                    continue
                }
                var replacement: StaticString? = nil
                var skip = 1
                switch byte {
                case UInt8(ascii: "&"): replacement = "&amp;"
                case UInt8(ascii: "<"): replacement = "&lt;"
                case UInt8(ascii: ">"): replacement = "&gt;"
                case UInt8(ascii: "\""): if quotes { replacement = "&quot;" } else { i += 1; continue }
                case UInt8(ascii: "'"): if quotes { replacement = "&#39;" } else { i += 1; continue }
                case 0x09, 0x0A, 0x0D:
                    if flattenWhitespace { replacement = " " }
                    else if quotes { replacement = byte == 0x09 ? "&#9;" : byte == 0x0A ? "&#10;" : "&#13;" }
                    else { i += 1; continue }
                case 0x00..<0x20:
                    replacement = ""
                case 0xEF where i + 2 < n && utf8[i + 1] == 0xBF && (utf8[i + 2] == 0xBE || utf8[i + 2] == 0xBF):
                    replacement = ""
                    skip = 3
                // U+202A…U+202E (E2 80 AA…AE) and U+2066…U+2069 (E2 81 A6…A9): bidi controls.
                case 0xE2 where i + 2 < n
                    && ((utf8[i + 1] == 0x80 && (0xAA...0xAE).contains(utf8[i + 2]))
                        || (utf8[i + 1] == 0x81 && (0xA6...0xA9).contains(utf8[i + 2]))):
                    replacement = ""
                    skip = 3
                default:
                    i += 1
                    continue
                }
                flush(i)
                if let replacement {
                    replacement.withUTF8Buffer { append($0) }
                }
                i += skip
                runStart = i
            }
            flush(n)
        }
    }

    /// Whether none of the eight bytes of `word` needs anything in its context: none a
    /// control, none of `&` `<` `>` (nor `"` `'` with `quotes`, in an attribute), and none
    /// the lead byte of a character that may be dropped (0xE2: the bidi controls; 0xEF: U+FFFE,
    /// U+FFFF). Other bytes above 0x7F pass: the rest of UTF-8 needs nothing. Exact: each test
    /// (`(v - 1…) & ~v & 0x80…` for a zero byte, `(v - 0x20…) & ~v & 0x80…` for a byte below
    /// 0x20) finds a byte whenever there is one, and errs only on bytes above one it found.
    @inline(__always)
    static func isPlain(_ word: UInt64, quotes: Bool) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        @inline(__always) func zeroBytes(_ v: UInt64) -> UInt64 { (v &- ones) & ~v & highs }
        var found = (word &- ones &* 0x20) & ~word & highs
        found |= zeroBytes(word ^ ones &* 0x26) | zeroBytes(word ^ ones &* 0x3C) | zeroBytes(word ^ ones &* 0x3E)
        if quotes { found |= zeroBytes(word ^ ones &* 0x22) | zeroBytes(word ^ ones &* 0x27) }
        if word & highs != 0 { found |= zeroBytes(word ^ ones &* 0xE2) | zeroBytes(word ^ ones &* 0xEF) }
        return found == 0
    }

    /// Appends `utf8` as it is and returns true when no byte of it needs anything (`isPlain`,
    /// a word at a time; the last few bytes as the string's last eight, or, in a string shorter
    /// than a word, padded with `a`); returns false and writes nothing otherwise.
    @inline(__always)
    mutating func appendIfPlain(_ utf8: UnsafeBufferPointer<UInt8>, quotes: Bool) -> Bool {
        let n = utf8.count
        guard n > 0, let base = utf8.baseAddress.map(UnsafeRawPointer.init) else { return true }
        if n < 8 {
            var word: UInt64 = 0x6161_6161_6161_6161
            for k in 0..<n { word = word & ~(0xFF &<< UInt64(8 * k)) | UInt64(utf8[k]) &<< UInt64(8 * k) }
            guard MarkupBuffer.isPlain(word, quotes: quotes) else { return false }
            appendShort(word, count: n)
            return true
        }
        var i = 0
        while i + 8 <= n {
            guard MarkupBuffer.isPlain(base.loadUnaligned(fromByteOffset: i, as: UInt64.self), quotes: quotes) else { return false }
            i += 8
        }
        if i < n, !MarkupBuffer.isPlain(base.loadUnaligned(fromByteOffset: n - 8, as: UInt64.self), quotes: quotes) { return false }
        append(utf8)
        return true
    }

    /// Appends `value` with at most `decimals` (1 or 2) decimals, no trailing zeros, no
    /// exponent; `NaN` and infinities become `0`, magnitudes are clamped to 1e13.
    mutating func appendNumber(_ value: Double, decimals: Int = 2) {
        guard value.isFinite else { append(48); return }
        let clamped = Swift.max(-1e13, Swift.min(1e13, value))
        let factor = decimals == 1 ? 10.0 : 100.0
        var scaled = Int((clamped * factor).rounded())
        if scaled == 0 { append(48); return }
        if decimals == 1 { scaled *= 10 }
        if scaled < 0 { append(UInt8(ascii: "-")) }
        let magnitude = scaled.magnitude
        var whole = magnitude / 100
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        withUnsafeMutableBytes(of: &digits) { raw in
            repeat {
                raw[count] = UInt8(48 + whole % 10)
                whole /= 10
                count += 1
            } while whole > 0
            for k in stride(from: count - 1, through: 0, by: -1) { append(raw[k]) }
        }
        let fraction = Int(magnitude % 100)
        if fraction != 0 {
            append(UInt8(ascii: "."))
            append(UInt8(48 + fraction / 10))
            if fraction % 10 != 0 { append(UInt8(48 + fraction % 10)) }
        }
    }
}
