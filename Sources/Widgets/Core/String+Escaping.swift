/// The only place in sitegen where data becomes markup.
///
/// Four contexts, one function each: text content, attribute values, URLs and SVG text.
/// Every function also drops characters that XML 1.0 forbids (C0 controls other than tab,
/// newline and carriage return; U+FFFE and U+FFFF), so output is always well-formed XML.
extension String {
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
        // Browsers ignore leading C0/space and any tab or line break inside a URL: so do we
        // when deciding the scheme.
        var scheme: [UInt8] = []
        var sawColon = false
        var leading = true
        for byte in utf8 {
            if leading && byte <= 0x20 { continue }
            leading = false
            if byte == 0x09 || byte == 0x0A || byte == 0x0D { continue }
            if byte == UInt8(ascii: ":") { sawColon = true; break }
            if byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") { break }
            scheme.append(byte)
        }
        guard sawColon else { return self }  // relative URL (or path with a colon after a slash)
        let lower = String(decoding: scheme.map { ($0 >= 65 && $0 <= 90) ? $0 + 32 : $0 }, as: UTF8.self)
        switch lower {
        case "http", "https", "mailto", "tel": return self
        default: return "#"
        }
    }

    // MARK: - Appending (used by the renderer: no intermediate strings)

    @inline(__always)
    mutating func appendEscapedText(_ s: String) {
        appendEscaped(s, quotes: false, flattenWhitespace: false)
    }

    @inline(__always)
    mutating func appendEscapedAttribute(_ s: String) {
        appendEscaped(s, quotes: true, flattenWhitespace: false)
    }

    @inline(__always)
    mutating func appendEscapedSVGText(_ s: String) {
        appendEscaped(s, quotes: false, flattenWhitespace: true)
    }

    private mutating func appendEscaped(_ s: String, quotes: Bool, flattenWhitespace: Bool) {
        // Fast path: nothing to escape.
        var clean = true
        for byte in s.utf8 {
            switch byte {
            case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), 0xEF:
                clean = false
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                if quotes { clean = false }
            case 0x00..<0x20:
                clean = false
            default:
                continue
            }
            if !clean { break }
        }
        if clean {
            append(s)
            return
        }
        for scalar in s.unicodeScalars {
            switch scalar {
            case "&": append("&amp;")
            case "<": append("&lt;")
            case ">": append("&gt;")
            case "\"" where quotes: append("&quot;")
            case "'" where quotes: append("&#39;")
            case "\t", "\n", "\r":
                if flattenWhitespace { append(" ") } else if quotes {
                    // Attribute-value normalisation would turn these into spaces; keep them.
                    append(scalar == "\t" ? "&#9;" : scalar == "\n" ? "&#10;" : "&#13;")
                } else {
                    unicodeScalars.append(scalar)
                }
            default:
                let v = scalar.value
                if v < 0x20 || v == 0xFFFE || v == 0xFFFF { continue }  // not allowed in XML
                unicodeScalars.append(scalar)
            }
        }
    }
}
