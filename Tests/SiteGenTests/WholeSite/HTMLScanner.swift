/// A small, forgiving scanner over HTML that lists every start tag with its attributes.
///
/// Enough for checking sitegen's own output (links, attribute names, meta tags) without a
/// browser: comments, the doctype, CDATA and the raw text of `<script>`/`<style>` are
/// skipped; attribute values may be double-quoted, single-quoted or unquoted, and character
/// references in them are decoded.
enum HTMLScanner {
    struct Tag: Equatable {
        var name: String
        var attributes: [Attribute]

        /// The decoded value of the first attribute called `name` (case-insensitive).
        func value(_ name: String) -> String? {
            attributes.first { $0.name == name.lowercased() }?.value
        }
    }

    struct Attribute: Equatable {
        /// Lowercased.
        var name: String
        /// With character references decoded.
        var value: String
    }

    /// Every start tag (and self-closing tag) in document order. Tag names are lowercased.
    static func tags(in html: String) -> [Tag] {
        let s = Array(html.unicodeScalars)
        var tags: [Tag] = []
        var i = 0
        func starts(_ prefix: String, at k: Int) -> Bool {
            let p = Array(prefix.unicodeScalars)
            guard k + p.count <= s.count else { return false }
            for j in 0..<p.count where String(s[k + j]).lowercased() != String(p[j]).lowercased() { return false }
            return true
        }
        func skip(past terminator: String, from k: Int) -> Int {
            var j = k
            while j < s.count, !starts(terminator, at: j) { j += 1 }
            return min(s.count, j + terminator.unicodeScalars.count)
        }
        func isSpace(_ c: Unicode.Scalar) -> Bool { c == " " || c == "\t" || c == "\n" || c == "\r" || c == "\u{0C}" }

        while i < s.count {
            guard s[i] == "<" else { i += 1; continue }
            if starts("<!--", at: i) { i = skip(past: "-->", from: i + 4); continue }
            if starts("<![CDATA[", at: i) { i = skip(past: "]]>", from: i + 9); continue }
            if starts("<!", at: i) || starts("<?", at: i) || starts("</", at: i) { i = skip(past: ">", from: i + 2); continue }
            var j = i + 1
            var name = ""
            while j < s.count, !isSpace(s[j]), s[j] != ">", s[j] != "/" { name.unicodeScalars.append(s[j]); j += 1 }
            if name.isEmpty { i += 1; continue }
            var attributes: [Attribute] = []
            while j < s.count {
                while j < s.count, isSpace(s[j]) || s[j] == "/" { j += 1 }
                guard j < s.count, s[j] != ">" else { break }
                var attrName = ""
                while j < s.count, !isSpace(s[j]), s[j] != "=", s[j] != ">", !(s[j] == "/" && j + 1 < s.count && s[j + 1] == ">") {
                    attrName.unicodeScalars.append(s[j]); j += 1
                }
                while j < s.count, isSpace(s[j]) { j += 1 }
                var value = ""
                if j < s.count, s[j] == "=" {
                    j += 1
                    while j < s.count, isSpace(s[j]) { j += 1 }
                    if j < s.count, s[j] == "\"" || s[j] == "'" {
                        let quote = s[j]
                        j += 1
                        while j < s.count, s[j] != quote { value.unicodeScalars.append(s[j]); j += 1 }
                        j += 1
                    } else {
                        while j < s.count, !isSpace(s[j]), s[j] != ">" { value.unicodeScalars.append(s[j]); j += 1 }
                    }
                }
                if !attrName.isEmpty { attributes.append(Attribute(name: attrName.lowercased(), value: decode(value))) }
            }
            let lower = name.lowercased()
            tags.append(Tag(name: lower, attributes: attributes))
            i = j + 1
            if lower == "script" || lower == "style" || lower == "textarea" || lower == "title" {
                // Raw text: skip to the matching end tag.
                var k = i
                while k < s.count, !starts("</\(lower)", at: k) { k += 1 }
                i = k
            }
        }
        return tags
    }

    /// Decodes `&amp;` `&lt;` `&gt;` `&quot;` `&apos;` and numeric character references.
    static func decode(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var out = ""
        var rest = Substring(text)
        let named: [String: String] = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}"]
        while let amp = rest.firstIndex(of: "&") {
            out += rest[..<amp]
            let after = rest[rest.index(after: amp)...]
            if let semi = after.prefix(12).firstIndex(of: ";") {
                let entity = String(after[..<semi])
                var replacement: String?
                if let r = named[entity] {
                    replacement = r
                } else if entity.hasPrefix("#x") || entity.hasPrefix("#X"), let v = UInt32(entity.dropFirst(2), radix: 16) {
                    replacement = Unicode.Scalar(v).map { String(Character($0)) }
                } else if entity.hasPrefix("#"), let v = UInt32(entity.dropFirst()) {
                    replacement = Unicode.Scalar(v).map { String(Character($0)) }
                }
                if let replacement {
                    out += replacement
                    rest = after[after.index(after: semi)...]
                    continue
                }
            }
            out += "&"
            rest = after
        }
        out += rest
        return out
    }
}
