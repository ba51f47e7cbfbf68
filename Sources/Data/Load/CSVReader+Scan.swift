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
            let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
            let s0 = UInt64(stops.0) &* ones, s1 = UInt64(stops.1) &* ones
            let s2 = UInt64(stops.2) &* ones, s3 = UInt64(stops.3) &* ones
            // A byte of `x` is zero: its high bit set in the result (a word with none has no
            // zero byte; above the lowest zero byte a byte may be flagged falsely).
            @inline(__always) func zeroBytes(_ x: UInt64) -> UInt64 { (x &- ones) & ~x & highs }
            while j + 8 <= n {
                // The first byte in memory is the lowest.
                let w = UInt64(littleEndian: UnsafeRawPointer(base + j).loadUnaligned(as: UInt64.self))
                // Continuation bytes (10xxxxxx) do not count.
                let continuation = w & highs & ~(w << 1)
                let hits = zeroBytes(w ^ s0) | zeroBytes(w ^ s1) | zeroBytes(w ^ s2) | zeroBytes(w ^ s3)
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
