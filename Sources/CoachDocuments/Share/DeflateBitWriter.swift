/// Bits packed into bytes the way DEFLATE (RFC 1951) reads them: each value's least
/// significant bit first, each byte filled from its least significant bit.
///
/// Huffman codes are sent most significant bit first, so `HuffmanCode` keeps them bit-reversed
/// and they go through `write` like any other value.
struct DeflateBitWriter {
    private(set) var bytes: [UInt8] = []
    /// Bits not yet in `bytes` (fewer than 8 between calls), from the least significant end.
    private var pending: UInt64 = 0
    private var count = 0

    init(reserving capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    /// The low `n` bits of `value` (at most 56; the bits above `n` must be 0).
    mutating func write(_ value: UInt64, _ n: Int) {
        pending |= value << UInt64(count)
        count += n
        while count >= 8 {
            bytes.append(UInt8(truncatingIfNeeded: pending))
            pending >>= 8
            count -= 8
        }
    }

    /// Fills the last byte with zero bits, so what follows starts on a byte.
    mutating func alignToByte() {
        if count > 0 { write(0, 8 - count) }
    }
}
