/// Excel's other CSV default on Windows ("CSV (comma delimited)") is Windows-1252, not UTF-8:
/// `é` is the one byte E9. A file that is not UTF-8 and holds no UTF-8 letter of two or more
/// bytes is read as Windows-1252, with a warning naming the first such letter; a file that mixes
/// UTF-8 letters with bytes that are not UTF-8 is left to the reader, which refuses those cells.
enum Windows1252 {
    /// The bytes as UTF-8 and the warning, or nil when `bytes` is UTF-8 (a BOM is kept) or not
    /// Windows-1252 as far as can be told. `isUTF8`: whether `bytes` is valid UTF-8, when the
    /// caller has checked already (nil: checked here).
    static func convert(_ bytes: [UInt8], file: String, isUTF8: Bool? = nil) -> (bytes: [UInt8], warning: Diagnostic)? {
        if isUTF8 ?? UTF8Check.isValid(bytes) { return nil }
        // A valid multi-byte UTF-8 sequence means the file is UTF-8 with a broken part.
        var k = 0
        while k < bytes.count {
            let b = bytes[k]
            let length = b >= 0xF0 && b <= 0xF4 ? 4 : b >= 0xE0 && b <= 0xEF ? 3 : b >= 0xC2 && b <= 0xDF ? 2 : 1
            if length > 1, k + length <= bytes.count,
               String(validating: bytes[k..<(k + length)], as: UTF8.self) != nil { return nil }
            k += 1
        }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + bytes.count / 8)
        var first: (line: Int, column: Int, byte: UInt8, char: Unicode.Scalar)?
        var line = 1, column = 1
        for b in bytes {
            if b < 0x80 {
                out.append(b)
                if b == 0x0A { line += 1; column = 1 } else { column += 1 }
                continue
            }
            let scalar = Self.scalar(b)
            if first == nil { first = (line, column, b, scalar) }
            // UTF-8 of a scalar below U+10000: two bytes up to U+07FF, else three.
            let v = scalar.value
            if v < 0x800 {
                out.append(UInt8(0xC0 | (v >> 6))); out.append(UInt8(0x80 | (v & 0x3F)))
            } else {
                out.append(UInt8(0xE0 | (v >> 12))); out.append(UInt8(0x80 | ((v >> 6) & 0x3F)))
                out.append(UInt8(0x80 | (v & 0x3F)))
            }
            column += 1
        }
        let f = first!
        let hex = String(f.byte, radix: 16, uppercase: true)
        return (out, .warning("this file is not UTF-8; it was read as Windows-1252 (what Excel's \"CSV (comma "
                              + "delimited)\" saves), so the byte \(hex) here became \(Quote.text(String(Character(f.char)))) "
                              + "(the first of its kind); if letters look wrong, save the file as \"CSV UTF-8 (comma delimited)\"",
                              at: SourceLocation(file: file, line: f.line, column: f.column)))
    }

    /// Bytes 80–9F as Windows-1252 has them (the five it leaves undefined stay C1 controls, as
    /// Windows reads them); A0–FF are Latin-1.
    static func scalar(_ b: UInt8) -> Unicode.Scalar {
        guard b >= 0x80, b < 0xA0 else { return Unicode.Scalar(b) }
        return Unicode.Scalar(table[Int(b - 0x80)])!
    }

    static let table: [UInt32] = [
        0x20AC, 0x81, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x8D, 0x017D, 0x8F,
        0x90, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x9D, 0x017E, 0x0178,
    ]
}
