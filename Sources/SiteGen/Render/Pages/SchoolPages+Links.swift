import SiteData

/// Helpers for the links the pages build from data (every link itself is a `WebLink`, made by
/// the loaders: web addresses, e-mail addresses and phone numbers).
enum ExternalLink {
    /// A web address by `WebLink`'s rule (`http(s)`, or a bare host given `https://`), for the
    /// résumé's links; nil for mail, phone and anything `WebLink` refuses.
    static func web(_ raw: String?) -> String? {
        raw.flatMap(WebLink.init).flatMap { $0.isWeb ? $0.url : nil }
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
