extension UTF16Text {
    /// UTF-16 without a byte-order mark, as some exports write it: an even number of bytes, and
    /// in the first 4 KB a NUL as the high byte of at least three quarters of the units and
    /// never as the low byte (text of Latin letters, digits and punctuation, which is what a
    /// CSV or JSON file mostly holds). UTF-8 text has no NUL at all, so it is never taken for it.
    static func guessUTF16(_ bytes: [UInt8]) -> Encoding? {
        guard bytes.count >= 4, bytes.count % 2 == 0 else { return nil }
        let units = min(bytes.count, 4096) / 2
        var evenNUL = 0, oddNUL = 0
        for i in 0..<units {
            if bytes[2 * i] == 0 { evenNUL += 1 }
            if bytes[2 * i + 1] == 0 { oddNUL += 1 }
        }
        if oddNUL * 4 >= units * 3, evenNUL == 0 { return .utf16(little: true, mark: false) }
        if evenNUL * 4 >= units * 3, oddNUL == 0 { return .utf16(little: false, mark: false) }
        return nil
    }
}
