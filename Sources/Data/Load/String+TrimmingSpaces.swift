extension String {
    /// Without leading and trailing spaces, tabs, CR and LF (and no-break spaces).
    var trimmingSpaces: String {
        // Fast path: nothing to trim when neither end can start or end a space character
        // (space, tab, CR, LF, U+00A0 = C2 A0, U+FEFF = EF BB BF).
        // The bytes in place (no index arithmetic on the UTF-8 view: this runs for every cell).
        let plain = utf8.withContiguousStorageIfAvailable { u -> Bool in
            guard let first = u.first, let last = u.last else { return true }
            return first != 0x20 && first != 0x09 && first != 0x0D && first != 0x0A && first != 0xC2 && first != 0xEF
                && last != 0x20 && last != 0x09 && last != 0x0D && last != 0x0A && last != 0xA0 && last != 0xBF
        }
        if plain == true { return self }
        if isEmpty { return self }
        let scalars = unicodeScalars
        var start = scalars.startIndex, end = scalars.endIndex
        func isSpace(_ s: Unicode.Scalar) -> Bool {
            s == " " || s == "\t" || s == "\r" || s == "\n" || s == "\u{A0}" || s == "\u{FEFF}"
        }
        while start < end, isSpace(scalars[start]) { start = scalars.index(after: start) }
        while end > start, isSpace(scalars[scalars.index(before: end)]) { end = scalars.index(before: end) }
        return String(scalars[start..<end])
    }
}
