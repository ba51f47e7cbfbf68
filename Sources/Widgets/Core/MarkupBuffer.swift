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

    /// Copies `source`. Most pieces are a few bytes (a name, a date, a path): up to 16 bytes
    /// are copied as one or two words that may overlap, or byte by byte below eight, with no
    /// call to `memcpy`. Room is made for a whole word more, so a copy may write past the new
    /// `count` (those bytes are never read).
    @inline(__always)
    mutating func append(_ source: UnsafeBufferPointer<UInt8>) {
        let n = source.count
        guard n > 0, let from = source.baseAddress.map(UnsafeRawPointer.init) else { return }
        if n + 8 > storage.count - count { reserve(n + 8) }
        let at = count
        storage.withUnsafeMutableBufferPointer { room in
            let to = UnsafeMutableRawPointer(room.baseAddress! + at)
            if n > 16 {
                to.copyMemory(from: from, byteCount: n)
            } else if n >= 8 {
                to.storeBytes(of: from.loadUnaligned(as: UInt64.self), as: UInt64.self)
                to.storeBytes(of: from.loadUnaligned(fromByteOffset: n - 8, as: UInt64.self), toByteOffset: n - 8, as: UInt64.self)
            } else {
                for k in 0..<n { to.storeBytes(of: from.load(fromByteOffset: k, as: UInt8.self), toByteOffset: k, as: UInt8.self) }
            }
        }
        count = at + n
    }

    /// The first `count` (below 8) bytes of `word`, byte k in bits 8k…8k+7: the whole word is stored
    /// and `count` moves on by `count` only.
    @inline(__always)
    mutating func appendShort(_ word: UInt64, count n: Int) {
        if 8 > storage.count - count { reserve(8) }
        let at = count
        storage.withUnsafeMutableBufferPointer { room in
            UnsafeMutableRawPointer(room.baseAddress! + at).storeBytes(of: word.littleEndian, as: UInt64.self)
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

    /// `lead`, the name's bytes, then `trail` (each 0 for none, up to two bytes each): a tag
    /// (`<li`, `</li>`) or an attribute's start (` href="`) with one check for room and one
    /// write, instead of one per piece (a page writes tens of thousands of tags).
    @inline(__always)
    mutating func append(_ name: String, lead: (UInt8, UInt8), trail: (UInt8, UInt8)) {
        if name.utf8.withContiguousStorageIfAvailable({ append($0, lead: lead, trail: trail) }) == nil {
            var name = name
            name.withUTF8 { append($0, lead: lead, trail: trail) }
        }
    }

    @inline(__always)
    private mutating func append(_ name: UnsafeBufferPointer<UInt8>, lead: (UInt8, UInt8), trail: (UInt8, UInt8)) {
        let n = name.count
        if n + 4 > storage.count - count { reserve(n + 4) }
        let at = count
        count = at + storage.withUnsafeMutableBufferPointer { room -> Int in
            let start = room.baseAddress! + at
            var p = start
            if lead.0 != 0 { p.pointee = lead.0; p += 1 }
            if lead.1 != 0 { p.pointee = lead.1; p += 1 }
            // Names are a few bytes: copied in a loop, not by a call to memcpy.
            for i in 0..<n { p[i] = name[i] }
            p += n
            if trail.0 != 0 { p.pointee = trail.0; p += 1 }
            if trail.1 != 0 { p.pointee = trail.1; p += 1 }
            return p - start
        }
    }

    /// `<name`: a start tag, before its attributes.
    @inline(__always)
    mutating func appendTagStart(_ name: String) { append(name, lead: (0x3C, 0), trail: (0, 0)) }

    /// `<name>`: a start tag without attributes.
    @inline(__always)
    mutating func appendTag(_ name: String) { append(name, lead: (0x3C, 0), trail: (0x3E, 0)) }

    /// `</name>`.
    @inline(__always)
    mutating func appendEndTag(_ name: String) { append(name, lead: (0x3C, 0x2F), trail: (0x3E, 0)) }

    /// ` name="value"`, the value escaped for its kind: the one place attributes are written.
    @inline(__always)
    mutating func append(_ attribute: Attribute) {
        append(attribute.name, lead: (0x20, 0), trail: (0x3D, 0x22))  // ` name="`
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
