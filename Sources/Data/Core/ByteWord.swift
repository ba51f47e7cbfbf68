/// Eight bytes read as one word, for scans that skip plain bytes eight at a time (the CSV
/// field scan, the link rule's printable-ASCII check): the one place the zero-byte trick lives.
enum ByteWord {
    static let ones: UInt64 = 0x0101_0101_0101_0101
    static let highs: UInt64 = 0x8080_8080_8080_8080

    /// `byte` in each of the eight bytes.
    @inline(__always) static func repeating(_ byte: UInt8) -> UInt64 { UInt64(byte) &* ones }

    /// The eight bytes at `base + offset`, the first in memory the lowest.
    @inline(__always) static func load(_ base: UnsafePointer<UInt8>, _ offset: Int) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self))
    }

    /// A byte of `x` is zero: its high bit set in the result. A word with none gives 0; the
    /// lowest flagged byte is exact (above it a byte may be flagged falsely).
    @inline(__always) static func zeroBytes(_ x: UInt64) -> UInt64 { (x &- ones) & ~x & highs }

    /// The bytes of `x` equal to `byte`, flagged as `zeroBytes` flags them.
    @inline(__always) static func equalBytes(_ x: UInt64, _ byte: UInt64) -> UInt64 { zeroBytes(x ^ byte) }
}
