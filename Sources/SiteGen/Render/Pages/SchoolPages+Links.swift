/// Links built from what the family typed: only web addresses become links to other sites.
enum ExternalLink {
    /// An `http(s)` URL as typed, a bare host name (`vanderbilt.edu/baseball`) with `https://`
    /// in front; nil for anything else (no scheme we link to, spaces, an empty value), which is
    /// then shown as plain text. A relative path would resolve inside the site, so it is not one.
    static func web(_ raw: String?) -> String? {
        guard let raw else { return nil }
        let url = trim(raw)
        guard !url.isEmpty, !url.unicodeScalars.contains(where: { ExternalLink.isSpace($0) || $0.value < 0x20 }) else { return nil }
        let lower = url.lowercased()
        if lower.hasPrefix("http://") || lower.hasPrefix("https://") { return url.count > 8 ? url : nil }
        // A bare host: letters, digits, dots and hyphens up to the first `/`, with a dot inside.
        let host = url.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        let isHost = host.contains(".") && !host.hasPrefix(".") && !host.hasSuffix(".")
            && host.unicodeScalars.allSatisfy { ($0.properties.isAlphabetic || ("0"..."9").contains($0)) || $0 == "." || $0 == "-" }
        return isHost ? "https://\(url)" : nil
    }

    /// `mailto:` link for an address that looks like one (`name@host`, no spaces); else nil.
    static func mail(_ raw: String?) -> String? {
        guard let address = raw.map(trim), !address.isEmpty,
              address.contains("@"), !address.hasPrefix("@"), !address.hasSuffix("@"),
              !address.unicodeScalars.contains(where: { ExternalLink.isSpace($0) || $0.value < 0x20 || $0 == ":" || $0 == "/" || $0 == "?" })
        else { return nil }
        return "mailto:\(address)"
    }

    /// `tel:` link with the number's digits and a leading `+` (spaces, dashes, dots and
    /// brackets dropped); nil when fewer than 3 digits are left or other characters appear.
    static func phone(_ raw: String?) -> String? {
        guard let number = raw.map(trim), !number.isEmpty else { return nil }
        var out = ""
        for (i, c) in number.enumerated() {
            if c.isASCII, c.isNumber { out.append(c) }
            else if c == "+", i == 0 { out.append(c) }
            else if c == " " || c == "-" || c == "." || c == "(" || c == ")" { continue }
            else { return nil }
        }
        return out.filter(\.isNumber).count >= 3 ? "tel:\(out)" : nil
    }

    /// Without leading and trailing whitespace.
    static func trim(_ s: String) -> String {
        let scalars = s.unicodeScalars
        guard let first = scalars.firstIndex(where: { !ExternalLink.isSpace($0) }),
              let last = scalars.lastIndex(where: { !ExternalLink.isSpace($0) }) else { return "" }
        return String(scalars[first...last])
    }

    /// `properties.isWhitespace`, answered without the Unicode tables for ASCII (nearly every
    /// character of a URL, and this runs for every school link on every page).
    @inline(__always)
    static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? scalar == " " || (0x09...0x0D).contains(scalar.value) : scalar.properties.isWhitespace
    }
}
