/// The renderer's output: UTF-8 bytes appended in place, turned into one String or byte array
/// at the end.
///
/// The bytes written are `storage[..<count]`; the rest of `storage` is room to write into. An
/// append copies straight into that room (`Array.append(contentsOf:)` cost about 85
/// instructions a call, and a page makes tens of thousands of appends).
struct MarkupBuffer {
    private var storage: [UInt8]
    private(set) var count = 0

    init(capacity: Int = 4096) {
        storage = MarkupBuffer.room(Swift.max(capacity, 16))
    }

    /// `size` bytes to write into, not zeroed first (many buffers are made for a few bytes
    /// of a large capacity); no byte at or after `count` is ever read.
    private static func room(_ size: Int) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: size) { _, initialized in initialized = size }
    }

    /// The bytes written so far (a copy).
    var bytes: [UInt8] { Array(storage[..<count]) }

    var isEmpty: Bool { count == 0 }

    /// The bytes written, without a copy; the buffer is empty afterwards.
    mutating func takeBytes() -> [UInt8] {
        storage.removeLast(storage.count - count)
        let taken = storage
        storage = []
        count = 0
        return taken
    }

    var string: String { String(decoding: storage[..<count], as: UTF8.self) }

    /// Room for at least `extra` more bytes.
    mutating func reserve(_ extra: Int) {
        guard extra > storage.count - count else { return }
        var larger = MarkupBuffer.room(storage.count + Swift.max(storage.count, count + extra - storage.count))
        let written = count
        larger.withUnsafeMutableBufferPointer { to in
            storage.withUnsafeBufferPointer { from in
                if written > 0 { UnsafeMutableRawPointer(to.baseAddress!).copyMemory(from: from.baseAddress!, byteCount: written) }
            }
        }
        storage = larger
    }

    @inline(__always)
    mutating func append(_ source: UnsafeBufferPointer<UInt8>) {
        let n = source.count
        guard n > 0 else { return }
        if n > storage.count - count { reserve(n) }
        let at = count
        storage.withUnsafeMutableBufferPointer { room in
            UnsafeMutableRawPointer(room.baseAddress! + at).copyMemory(from: source.baseAddress!, byteCount: n)
        }
        count = at + n
    }

    mutating func append(_ source: [UInt8]) {
        source.withUnsafeBufferPointer { append($0) }
    }

    @inline(__always)
    mutating func append(_ s: String) {
        // Read in place (no copy of the String to make it mutable); the copy only for the
        // rare string that is not stored as contiguous UTF-8.
        if s.utf8.withContiguousStorageIfAvailable({ append($0) }) == nil {
            var s = s
            s.withUTF8 { append($0) }
        }
    }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        if count == storage.count { reserve(1) }
        storage[count] = byte
        count += 1
    }

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

    /// Each attribute as `append(_:)` writes it, read in place (a for-in loop would copy, and
    /// retain, every attribute it visits).
    @inline(__always)
    mutating func append(attributes: [Attribute]) {
        attributes.withUnsafeBufferPointer { for index in $0.indices { append($0[index]) } }
    }
}
