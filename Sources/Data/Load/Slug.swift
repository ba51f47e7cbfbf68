import Foundation

/// URL path segments: athlete folder names, and page slugs made from names.
public enum Slug {
    /// The longest slug, in characters.
    public static let maxLength = 64

    /// `^[a-z0-9]+(-[a-z0-9]+)*$`, at most 64 characters, and not a name Windows reserves
    /// (`isWindowsReserved`: `con`, `aux`, `com1`, …).
    public static func isValidAthleteSlug(_ s: String) -> Bool {
        isSlugShaped(s) && !isWindowsReserved(s)
    }

    /// The error for an athlete folder name that would be a valid slug but is a name Windows
    /// reserves; nil for any other name.
    public static func reservedAthleteSlugMessage(_ name: String) -> String? {
        guard isSlugShaped(name), isWindowsReserved(name) else { return nil }
        return "athlete folder name \(Quote.text(name)) is a device name on Windows (\(reservedList)), which could not "
            + "unzip the site or the coach packet; rename the folder, e.g. \"\(make(from: name, fallback: "athlete"))\""
    }

    /// The reserved names, for messages.
    static let reservedList = "CON, PRN, AUX, NUL, COM0-COM9, LPT0-LPT9"

    /// Whether Windows refuses `name` as a file or folder name: its part before the first `.`,
    /// without trailing spaces, is `CON`, `PRN`, `AUX`, `NUL`, `COM0`–`COM9` or
    /// `LPT0`–`LPT9` in any case (`con`, `Aux.txt`, `nul .md`), or the name ends in a space or
    /// a dot. Such a folder cannot be made when a site or packet is unzipped there.
    public static func isWindowsReserved(_ name: String) -> Bool {
        // An ASCII name (every slug) is read on its bytes; the Characters' way cost about
        // 12,000 instructions a name, and every page slug asks.
        if let answer = name.utf8.withContiguousStorageIfAvailable({ $0.allSatisfy { $0 < 0x80 } ? isWindowsReservedASCII($0) : nil }),
           let answer {
            return answer
        }
        return isWindowsReservedByCharacters(name)
    }

    /// `isWindowsReserved` on an ASCII name's bytes: the stems have three or four letters.
    static func isWindowsReservedASCII(_ u: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let last = u.last else { return false }
        if last == UInt8(ascii: " ") || last == UInt8(ascii: ".") { return true }
        var end = u.firstIndex(of: UInt8(ascii: ".")) ?? u.count
        while end > 0 && u[end - 1] == UInt8(ascii: " ") { end -= 1 }
        func lower(_ k: Int) -> UInt8 { u[k] >= 0x41 && u[k] <= 0x5A ? u[k] | 0x20 : u[k] }
        func starts(_ word: StaticString) -> Bool {
            word.withUTF8Buffer { w in w.indices.allSatisfy { lower($0) == w[$0] } }
        }
        switch end {
        case 3: return starts("con") || starts("prn") || starts("aux") || starts("nul")
        case 4: return (starts("com") || starts("lpt")) && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(u[3])
        default: return false
        }
    }

    /// `isWindowsReserved` on Characters: the rule for any name.
    static func isWindowsReservedByCharacters(_ name: String) -> Bool {
        if name.hasSuffix(" ") || name.hasSuffix(".") { return true }
        var stem = name.prefix { $0 != "." }
        while stem.hasSuffix(" ") { stem = stem.dropLast() }
        return reservedStems.contains(stem.lowercased())
    }

    /// Windows' device names, lowercased (with `COM¹`… `LPT³`, which Windows reserves too).
    static let reservedStems: Set<String> = {
        var names: Set<String> = ["con", "prn", "aux", "nul"]
        for digit in ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "\u{B9}", "\u{B2}", "\u{B3}"] {
            names.insert("com" + digit)
            names.insert("lpt" + digit)
        }
        return names
    }()

    /// `^[a-z0-9]+(-[a-z0-9]+)*$` and at most 64 characters.
    static func isSlugShaped(_ s: String) -> Bool {
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
    /// done to `fallback` (a row id), and when that is empty too, `"item"`. A slug that Windows
    /// reserves (`con`, `aux`, `com1`, …: `isWindowsReserved`) gets `-1` (`con-1`), so that a
    /// site or packet unzipped on Windows has every folder; `SlugAllocator` keeps it unique.
    /// "Łódź State University" → `lodz-state-university`.
    public static func make(from name: String, fallback: String) -> String {
        guard let s = slugify(name) ?? slugify(fallback) else { return "item" }
        return isWindowsReserved(s) ? s + "-1" : s
    }

    /// The Latin letter a name is filed under, folded as slugs fold it (`Ł` → `l`, `É` → `e`),
    /// from its first letter or digit; nil when that is no Latin letter (a digit, another script).
    public static func initial(of name: String) -> Character? {
        guard let first = name.first(where: { $0.isLetter || $0.isNumber }),
              let folded = slugify(String(first))?.first, folded.isASCII, folded.isLetter else { return nil }
        return folded
    }

    static func slugify(_ name: String) -> String? {
        // An ASCII name (most file names, ids and many school names) has nothing to fold:
        // lower-casing is a byte map, and the bytes go straight to `slug(ofFolded:)`.
        if name.isPlainASCII {
            return slug(ofFolded: name.utf8.lazy.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 })
        }
        return slugifyFolding(name)
    }

    /// `slugify` for any name: lower-cased, the letters that do not decompose mapped, then
    /// Foundation's accent folding.
    static func slugifyFolding(_ name: String) -> String? {
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
        return slug(ofFolded: lowered.folding(options: .diacriticInsensitive, locale: nil).utf8)
    }

    /// The slug of lower-cased, folded UTF-8: runs of `a`–`z` and `0`–`9` joined by one `-`
    /// for every run of anything else, cut to 64 characters, no `-` at either end.
    private static func slug(ofFolded bytes: some Sequence<UInt8>) -> String? {
        var out: [UInt8] = []
        out.reserveCapacity(maxLength)
        var pendingDash = false
        for b in bytes {
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
