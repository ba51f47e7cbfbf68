extension Diagnostic {
    /// What makes two diagnostics "the same problem" for the terminal's per-kind limit: the
    /// severity and the message with every quoted value (`"…"`, as `Quote.text` writes them)
    /// and every run of digits blanked out. `image "a.png" not found …` and
    /// `image "b.png" not found …` are one kind; a missing column and an unknown key are two.
    ///
    /// Read byte by byte: the quote, the backslash and the digits are ASCII, and every other byte
    /// (of any UTF-8 character) is copied as it is.
    public var kind: String {
        var out = Array(severity.rawValue.utf8) + [0x3A, 0x20]
        out.reserveCapacity(out.count + message.utf8.count)
        var inQuote = false, escaped = false, inDigits = false
        for byte in message.utf8 {
            if inQuote {
                if escaped { escaped = false } else if byte == 0x5C { escaped = true } else if byte == 0x22 { inQuote = false; out.append(0x22) }
                continue
            }
            if byte == 0x22 { inQuote = true; inDigits = false; out += [0x22, 0xE2, 0x80, 0xA6]; continue }  // "…
            if byte >= 0x30 && byte <= 0x39 {
                if !inDigits { out.append(0x23) }  // #
                inDigits = true
                continue
            }
            inDigits = false
            out.append(byte)
        }
        return String(decoding: out, as: UTF8.self)
    }
}
