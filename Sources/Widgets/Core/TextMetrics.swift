/// A conservative estimate of text width, for layout without a font engine.
enum TextMetrics {
    /// Width of `text` at `fontSize`, in the same units; errs on the wide side.
    static func width(_ text: String, fontSize: Double) -> Double {
        var ems = 0.0
        for scalar in text.unicodeScalars { ems += em(scalar) }
        return ems * fontSize
    }

    static func em(_ scalar: Unicode.Scalar) -> Double {
        let v = scalar.value
        switch v {
        case 0x0300...0x036F, 0x200B...0x200F, 0xFE00...0xFE0F: return 0  // combining, zero-width
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFF00...0xFF60,
            0x1F000...0x1FAFF, 0x20000...0x3FFFD:
            return 1.05  // wide: CJK, Hangul, emoji
        case 0x20: return 0.3
        case 0x30...0x39: return 0.58
        case 0x41...0x5A, 0x4D, 0x57: return 0.68
        case 0x69, 0x6A, 0x6C, 0x2E, 0x2C, 0x3A, 0x27, 0x7C: return 0.3
        default: return 0.6
        }
    }

    /// `text` cut to fit `maxWidth`, ending in `…` when cut (whole grapheme clusters only).
    static func truncated(_ text: String, toWidth maxWidth: Double, fontSize: Double) -> String {
        if width(text, fontSize: fontSize) <= maxWidth { return text }
        let ellipsis = 1.0 * fontSize
        var out = ""
        var used = 0.0
        for character in text {
            var w = 0.0
            for scalar in character.unicodeScalars { w += em(scalar) * fontSize }
            if used + w + ellipsis > maxWidth { break }
            out.append(character)
            used += w
        }
        return out + "…"
    }

    /// `text` cut to at most `count` characters, ending in `…` when cut.
    static func truncated(_ text: String, toCharacters count: Int) -> String {
        guard text.count > count else { return text }
        return String(text.prefix(Swift.max(1, count - 1))) + "…"
    }
}
