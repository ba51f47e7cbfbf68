import SiteData

/// Links built from what the family typed: e-mail addresses and phone numbers (a URL from the
/// data is a `WebLink`, made by the loaders).
enum ExternalLink {
    /// A web address by `WebLink`'s rule (`http(s)`, or a bare host given `https://`), for the
    /// résumé's links; nil for mail, phone and anything `WebLink` refuses.
    static func web(_ raw: String?) -> String? {
        raw.flatMap(WebLink.init).flatMap { $0.isWeb ? $0.url : nil }
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
