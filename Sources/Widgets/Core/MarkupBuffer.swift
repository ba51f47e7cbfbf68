/// The renderer's output: UTF-8 bytes appended in place, turned into one String at the end.
struct MarkupBuffer {
    var bytes: [UInt8] = []

    init(capacity: Int = 4096) {
        bytes.reserveCapacity(capacity)
    }

    @inline(__always)
    mutating func append(_ s: String) {
        // Read in place (no copy of the String to make it mutable); the copy only for the
        // rare string that is not stored as contiguous UTF-8.
        if s.utf8.withContiguousStorageIfAvailable({ bytes.append(contentsOf: $0) }) == nil {
            var s = s
            s.withUTF8 { bytes.append(contentsOf: $0) }
        }
    }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        bytes.append(byte)
    }

    var string: String { String(decoding: bytes, as: UTF8.self) }
}
