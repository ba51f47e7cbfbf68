/// The scan over the bytes that make up most of a file (the inside of fields), eight bytes at
/// a time: it stops at the first of four stop bytes (`"`, the separator, CR, LF) and counts
/// columns in scalars (every byte but a UTF-8 continuation byte) on the way.
extension CSVReader.Parser {
    /// From `start` at `column`: the index of the first byte equal to one of `stops` (or the
    /// end) and the column there.
    @inline(__always)
    static func scan(_ u: UnsafeBufferPointer<UInt8>, from start: Int, column: Int,
                     stops: (UInt8, UInt8, UInt8, UInt8)) -> (index: Int, column: Int) {
        var j = start, c = column
        let n = u.count
        if let base = u.baseAddress {
            let highs = ByteWord.highs
            let s0 = ByteWord.repeating(stops.0), s1 = ByteWord.repeating(stops.1)
            let s2 = ByteWord.repeating(stops.2), s3 = ByteWord.repeating(stops.3)
            while j + 8 <= n {
                let w = ByteWord.load(base, j)
                // Continuation bytes (10xxxxxx) do not count.
                let continuation = w & highs & ~(w << 1)
                let hits = ByteWord.equalBytes(w, s0) | ByteWord.equalBytes(w, s1) | ByteWord.equalBytes(w, s2)
                    | ByteWord.equalBytes(w, s3)
                if hits != 0 {
                    // The lowest flagged byte is a stop byte (a false flag is only ever above
                    // a true one): the bytes below it are the field's.
                    let k = hits.trailingZeroBitCount >> 3
                    let below: UInt64 = k == 0 ? 0 : ~0 >> (64 - 8 * k)
                    let counted = continuation & below  // (no popcount instruction in baseline x86-64)
                    c += k - (counted == 0 ? 0 : counted.nonzeroBitCount)
                    return (j + k, c)
                }
                c += 8 - (continuation == 0 ? 0 : continuation.nonzeroBitCount)
                j += 8
            }
        }
        while j < n {
            let b = u[j]
            if b == stops.0 || b == stops.1 || b == stops.2 || b == stops.3 { break }
            if b & 0xC0 != 0x80 { c += 1 }
            j += 1
        }
        return (j, c)
    }
}
