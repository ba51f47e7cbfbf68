/// The common case of the ASCII link rule, eight bytes at a time: an address of printable
/// ASCII (21–7E) only, no space, control or other byte anywhere.
extension WebLink {
    /// When every byte of `bytes` is printable ASCII (and there is at least one): the index of
    /// the first `:`, `/`, `?` or `#`, or -1 for none. Otherwise nil (the byte loop decides).
    static func printableASCIIStop(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = bytes.baseAddress, bytes.count > 0 else { return nil }
        let n = bytes.count
        let ones = ByteWord.ones, highs = ByteWord.highs
        // A byte below 21: the zero-byte trick with 21 for 1 (exact for existence, below 80).
        @inline(__always) func below21(_ x: UInt64) -> UInt64 { (x &- 0x21 &* ones) & ~x & highs }
        let colons = ByteWord.repeating(0x3A), slashes = ByteWord.repeating(0x2F)
        let queries = ByteWord.repeating(0x3F), hashes = ByteWord.repeating(0x23), deletes = ByteWord.repeating(0x7F)
        var end = -1
        var j = 0
        while j + 8 <= n {
            let w = ByteWord.load(base, j)
            if w & highs != 0 || below21(w) != 0 || ByteWord.equalBytes(w, deletes) != 0 { return nil }
            if end < 0 {
                let hits = ByteWord.equalBytes(w, colons) | ByteWord.equalBytes(w, slashes) | ByteWord.equalBytes(w, queries)
                    | ByteWord.equalBytes(w, hashes)
                if hits != 0 { end = j + hits.trailingZeroBitCount >> 3 }
            }
            j += 8
        }
        while j < n {
            let b = base[j]
            if b < 0x21 || b >= 0x7F { return nil }
            if end < 0, b == 0x3A || b == 0x2F || b == 0x3F || b == 0x23 { end = j }
            j += 1
        }
        return end
    }
}
