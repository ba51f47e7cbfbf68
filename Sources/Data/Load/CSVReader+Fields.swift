/// A field's bytes as the parser looks at them: checked for UTF-8, made into text only when
/// needed (header names, a blank check the bytes cannot answer).
extension CSVReader.Parser {
    /// Reports a field whose bytes are not UTF-8 (only looked at when the file is not valid
    /// UTF-8 as a whole). A quoted field's `""` pairs need no undoing first: dropping one
    /// ASCII byte of each pair neither makes nor mends a bad sequence.
    mutating func check(_ range: Range<Int>, at line: Int, _ column: Int) {
        if isValidUTF8 || bytes.withUnsafeBufferPointer({ UTF8Check.isValid(UnsafeBufferPointer(rebasing: $0[range])) }) {
            return
        }
        diagnostics.error("text is not valid UTF-8", at: location(line, column))
    }

    /// A field's text (nil: null), made from the bytes (header names; blank checks that
    /// the bytes alone cannot answer).
    func text(_ f: CSVReader.Field) -> String? {
        switch f.form {
        case .null: return nil
        case .plain:
            return bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[f.range]), as: UTF8.self) }
        case .escaped: return PackedCells.unescaped(bytes[f.range])
        }
    }

    /// Whether a field is null or only spaces (as `trimmingSpaces` trims), on its bytes
    /// unless a no-break space or BOM is at an end.
    func isBlank(_ f: CSVReader.Field) -> Bool {
        if f.form == .null { return true }
        var lower = f.start
        let upper = f.start + Int(f.count)
        while lower < upper, PackedCells.isASCIISpace(bytes[lower]) { lower += 1 }
        if lower == upper { return true }
        let first = bytes[lower]
        if first != 0xC2, first != 0xEF { return false }
        return text(f)!.trimmingSpaces.isEmpty
    }
}
