import Foundation

/// URL path segments: athlete folder names, and page slugs made from names.
public enum Slug {
    /// The longest slug, in characters.
    public static let maxLength = 64

    /// `^[a-z0-9]+(-[a-z0-9]+)*$` and at most 64 characters.
    public static func isValidAthleteSlug(_ s: String) -> Bool {
        let u = Array(s.utf8)
        guard !u.isEmpty, u.count <= maxLength, u.first != UInt8(ascii: "-"), u.last != UInt8(ascii: "-") else {
            return false
        }
        var previousDash = false
        for b in u {
            if b == UInt8(ascii: "-") {
                if previousDash { return false }
                previousDash = true
            } else if (b >= 0x61 && b <= 0x7A) || (b >= 0x30 && b <= 0x39) {
                previousDash = false
            } else {
                return false
            }
        }
        return true
    }

    /// A slug made from `name`: lowercased; letters with diacritics folded to their base
    /// letter (`ó` → `o`), plus `ł`→`l`, `ø`→`o`, `đ`/`ð`→`d`, `ß`→`ss`, `æ`→`ae`, `œ`→`oe`,
    /// `þ`→`th`, `ı`→`i`, `ħ`→`h`, which do not decompose; every run of anything else
    /// (spaces, punctuation, letters of other scripts) becomes one `-`; leading and trailing
    /// `-` trimmed; cut to 64 characters (and trimmed again). When nothing is left, the same is
    /// done to `fallback` (a row id), and when that is empty too, `"item"`.
    /// "Łódź State University" → `lodz-state-university`.
    public static func make(from name: String, fallback: String) -> String {
        if let s = slugify(name) { return s }
        if let s = slugify(fallback) { return s }
        return "item"
    }

    static func slugify(_ name: String) -> String? {
        var lowered = ""
        for scalar in name.lowercased().unicodeScalars {
            switch scalar {
            case "ł": lowered += "l"
            case "ø": lowered += "o"
            case "đ", "ð": lowered += "d"
            case "ß": lowered += "ss"
            case "æ": lowered += "ae"
            case "œ": lowered += "oe"
            case "þ": lowered += "th"
            case "ı": lowered += "i"
            case "ħ": lowered += "h"
            default: lowered.unicodeScalars.append(scalar)
            }
        }
        let folded = lowered.folding(options: .diacriticInsensitive, locale: nil)
        var out: [UInt8] = []
        var pendingDash = false
        for b in folded.utf8 {
            if (b >= 0x61 && b <= 0x7A) || (b >= 0x30 && b <= 0x39) {
                if pendingDash && !out.isEmpty { out.append(UInt8(ascii: "-")) }
                pendingDash = false
                out.append(b)
                if out.count >= maxLength { break }
            } else if b & 0xC0 != 0x80 || b >= 0xC0 {
                pendingDash = true
            }
        }
        if out.count > maxLength { out.removeLast(out.count - maxLength) }
        while out.last == UInt8(ascii: "-") { out.removeLast() }
        return out.isEmpty ? nil : String(decoding: out, as: UTF8.self)
    }
}

/// Hands out unique slugs within one set of pages: the second "Ohio State" gets
/// `ohio-state-2`, the third `ohio-state-3`. Suffixed slugs stay within 64 characters by
/// cutting the base. Deterministic: the result depends only on the order of calls.
public struct SlugAllocator: Sendable {
    private var used: Set<String> = []

    public init() {}

    /// A slug for `name` (see `Slug.make(from:fallback:)`) not handed out before.
    public mutating func allocate(_ name: String, fallback: String) -> String {
        let base = Slug.make(from: name, fallback: fallback)
        if used.insert(base).inserted { return base }
        var n = 2
        while true {
            let suffix = "-\(n)"
            var cut = String(base.prefix(Slug.maxLength - suffix.count))
            while cut.hasSuffix("-") { cut.removeLast() }
            let candidate = cut + suffix
            if used.insert(candidate).inserted { return candidate }
            n += 1
        }
    }
}
