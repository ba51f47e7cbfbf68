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

    /// ` name="value"`, the value escaped for its kind: the one place attributes are written.
    @inline(__always)
    mutating func append(_ attribute: Attribute) {
        append(UInt8(ascii: " "))
        append(attribute.name)
        append(UInt8(ascii: "="))
        append(UInt8(ascii: "\""))
        switch attribute.value {
        case .text(let value): appendEscaped(value, quotes: true, flattenWhitespace: false)
        case .url(let value): appendEscaped(value.sanitizedURL, quotes: true, flattenWhitespace: false)
        case .number(let value): appendNumber(value)
        case .safe(let value): append(value)
        }
        append(UInt8(ascii: "\""))
    }
}
