import Widgets

/// The text rules of an RFC 5545 file: TEXT escaping, date values, line folding and CRLF.
enum ICalendarText {
    /// A TEXT value (RFC 5545 §3.3.11): backslash, semicolon and comma escaped, every line
    /// break (CRLF, CR, LF) written `\n`, and other control characters (not allowed in TEXT)
    /// dropped, so no input can start a property of its own. Bidi embedding/override/isolate
    /// controls go too, as on the pages (`String.isBidiControl`): an unmatched U+202E would
    /// reverse the rest of the entry in a calendar app.
    static func escape(_ text: String) -> String {
        // Printable ASCII without `\`, `;` or `,` (most titles and places) comes back as it is.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\\") && $0 != UInt8(ascii: ";") && $0 != UInt8(ascii: ",") }) {
            return text
        }
        // The bytes: ASCII by value; a longer sequence decoded only to drop C1 controls and bidi
        // controls, else copied.
        var text = text
        return text.withUTF8 { u in
            var out: [UInt8] = []
            out.reserveCapacity(u.count + 16)
            var previousWasCR = false
            var i = 0
            while i < u.count {
                let b = u[i]
                guard b >= 0x80 else {
                    switch b {
                    case UInt8(ascii: "\\"): out.append(contentsOf: "\\\\".utf8)
                    case UInt8(ascii: ";"): out.append(contentsOf: "\\;".utf8)
                    case UInt8(ascii: ","): out.append(contentsOf: "\\,".utf8)
                    case 0x0D: out.append(contentsOf: "\\n".utf8)
                    case 0x0A: if !previousWasCR { out.append(contentsOf: "\\n".utf8) }
                    case 0x09: out.append(b)
                    default: if b >= 0x20 && b != 0x7F { out.append(b) }
                    }
                    previousWasCR = b == 0x0D
                    i += 1
                    continue
                }
                previousWasCR = false
                let size = b < 0xE0 ? 2 : b < 0xF0 ? 3 : 4
                var value = UInt32(b) & (b < 0xE0 ? 0x1F : b < 0xF0 ? 0x0F : 0x07)
                for k in 1..<size { value = value << 6 | UInt32(u[i + k] & 0x3F) }
                if !(0x80...0x9F).contains(value), !String.isBidiControl(Unicode.Scalar(value)!) {
                    out.append(contentsOf: u[i..<(i + size)])
                }
                i += size
            }
            return String(decoding: out, as: UTF8.self)
        }
    }

    /// A DATE value: `20261127`.
    static func date(_ year: Int, _ month: Int, _ day: Int) -> String {
        pad(year, 4) + pad(month, 2) + pad(day, 2)
    }

    private static func pad(_ n: Int, _ width: Int) -> String {
        let s = String(n)
        return String(repeating: "0", count: max(0, width - s.count)) + s
    }

    /// One content line folded (RFC 5545 §3.1): at most 75 octets per physical line, each
    /// continuation starting with a space, never splitting a UTF-8 sequence; CRLF after each.
    /// Cut on the bytes: each physical line takes as many whole scalars as fit (the last cut
    /// before a byte that does not continue a UTF-8 sequence).
    static func folded(_ line: String) -> String {
        if line.utf8.count <= 75 { return line + "\r\n" }
        var line = line
        return line.withUTF8 { u in
            var out: [UInt8] = []
            out.reserveCapacity(u.count + 3 * (u.count / 74) + 2)
            var start = 0, budget = 75
            while u.count - start > budget {
                var cut = start + budget
                while (u[cut] & 0xC0) == 0x80 { cut -= 1 }
                out.append(contentsOf: u[start..<cut])
                out.append(contentsOf: "\r\n ".utf8)
                start = cut
                budget = 74  // after the space that starts a continuation line
            }
            out.append(contentsOf: u[start...])
            out.append(contentsOf: "\r\n".utf8)
            return String(decoding: out, as: UTF8.self)
        }
    }
}
