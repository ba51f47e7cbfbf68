import Widgets

/// The text rules of an RFC 5545 file: TEXT escaping, date values, line folding and CRLF.
enum ICalendarText {
    /// A TEXT value (RFC 5545 §3.3.11): backslash, semicolon and comma escaped, every line
    /// break (CRLF, CR, LF) written `\n`, and other control characters (not allowed in TEXT)
    /// dropped, so no input can start a property of its own. Bidi embedding/override/isolate
    /// controls go too, as on the pages (`String.isBidiControl`): an unmatched U+202E would
    /// reverse the rest of the entry in a calendar app.
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            defer { previousWasCR = scalar == "\r" }
            switch scalar {
            case "\\": out += "\\\\"
            case ";": out += "\\;"
            case ",": out += "\\,"
            case "\r": out += "\\n"
            case "\n": if !previousWasCR { out += "\\n" }
            case "\t": out.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
                    || String.isBidiControl(scalar) { continue }
                out.unicodeScalars.append(scalar)
            }
        }
        return out
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
    static func folded(_ line: String) -> String {
        var out = ""
        var octets = 0
        for scalar in line.unicodeScalars {
            let size = UTF8.width(scalar)
            if octets + size > 75 {
                out += "\r\n "
                octets = 1  // the space that starts a continuation line
            }
            out.unicodeScalars.append(scalar)
            octets += size
        }
        return out + "\r\n"
    }
}
