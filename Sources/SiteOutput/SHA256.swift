import CSHA256

/// SHA-256 (FIPS 180-4), for the checksum the packet confirmation prints and the build cache's
/// fingerprints of every input file.
///
/// Small and dependency-free; checked against the NIST vectors in `SHA256Tests`. Fed in pieces
/// (`update`), so a fingerprint of many files never copies them into one buffer. On x86-64 CPUs
/// with the SHA extensions the compression runs in the C target `CSHA256` (SHA instructions,
/// several times faster); elsewhere, and on arm64, in Swift below.
public struct SHA256 {
    /// Whether this CPU has the SHA instructions: asked once per process.
    package static let hardware = csha256_hardware() != 0

    private var h: (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32) =
        (0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19)
    /// Bytes of an unfinished block.
    private var pending: [UInt8] = []
    private var length: UInt64 = 0
    private let useHardware: Bool

    public init() { self.init(useHardware: SHA256.hardware) }

    /// `useHardware: false` forces the Swift compression (the tests compare the two).
    package init(useHardware: Bool) {
        precondition(!useHardware || SHA256.hardware, "SHA256: no SHA instructions on this CPU")
        self.useHardware = useHardware
        pending.reserveCapacity(64)
    }

    /// Adds `bytes` to the message.
    public mutating func update(_ bytes: UnsafeRawBufferPointer) {
        guard var p = bytes.baseAddress else { return }
        var count = bytes.count
        length &+= UInt64(count)
        if !pending.isEmpty {
            let take = min(64 - pending.count, count)
            pending.append(contentsOf: UnsafeRawBufferPointer(start: p, count: take))
            p += take
            count -= take
            if pending.count < 64 { return }
            pending.withUnsafeBytes { compress($0.baseAddress!, blocks: 1) }
            pending.removeAll(keepingCapacity: true)
        }
        let whole = count / 64
        if whole > 0 { compress(p, blocks: whole) }
        let rest = count - whole * 64
        if rest > 0 { pending.append(contentsOf: UnsafeRawBufferPointer(start: p + whole * 64, count: rest)) }
    }

    /// Adds `bytes` to the message.
    public mutating func update(_ bytes: some Collection<UInt8>) {
        if bytes.withContiguousStorageIfAvailable({ update(UnsafeRawBufferPointer($0)) }) == nil {
            Array(bytes).withUnsafeBytes { update($0) }
        }
    }

    /// The 32-byte digest of everything added.
    public mutating func finalize() -> [UInt8] {
        let bitLength = length &* 8
        var tail: [UInt8] = [0x80]
        while (pending.count + tail.count) % 64 != 56 { tail.append(0) }
        for shift in stride(from: 56, through: 0, by: -8) { tail.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift))) }
        let keep = length
        tail.withUnsafeBytes { update($0) }
        length = keep
        precondition(pending.isEmpty)
        let words = [h.0, h.1, h.2, h.3, h.4, h.5, h.6, h.7]
        return words.flatMap { v in [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: v >> UInt32($0)) } }
    }

    /// The 32-byte digest of `bytes`.
    public static func digest(_ bytes: some Collection<UInt8>) -> [UInt8] {
        var hasher = SHA256()
        hasher.update(bytes)
        return hasher.finalize()
    }

    /// The digest as 64 lowercase hex digits.
    public static func hex(_ bytes: some Collection<UInt8>) -> String { hex(digest: digest(bytes)) }

    /// A digest as 64 lowercase hex digits.
    public static func hex(digest: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var out: [UInt8] = []
        for b in digest { out.append(digits[Int(b >> 4)]); out.append(digits[Int(b & 0x0f)]) }
        return String(decoding: out, as: UTF8.self)
    }

    /// Runs the compression function over `blocks` 64-byte blocks at `m`. Unsafe pointers: no
    /// bounds checks in the inner loops (the build cache hashes hundreds of MB).
    private mutating func compress(_ m: UnsafeRawPointer, blocks: Int) {
        if useHardware { compressInHardware(m, blocks: blocks) } else { compressInSwift(m, blocks: blocks) }
    }

    /// The same with the SHA instructions (`CSHA256`). Its own function, so `h` stays in
    /// registers in the Swift loop.
    @inline(never) private mutating func compressInHardware(_ m: UnsafeRawPointer, blocks: Int) {
        // `h` is eight UInt32s in a row: the `uint32_t state[8]` the C code reads and writes.
        withUnsafeMutableBytes(of: &h) {
            csha256_compress($0.baseAddress!.assumingMemoryBound(to: UInt32.self), m.assumingMemoryBound(to: UInt8.self), blocks)
        }
    }

    private mutating func compressInSwift(_ m: UnsafeRawPointer, blocks: Int) {
        let bytes = m.assumingMemoryBound(to: UInt8.self)
        SHA256.k.withUnsafeBufferPointer { k in
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { w in
                for block in 0..<blocks {
                    let chunk = block * 64
                    for i in 0..<16 {
                        let j = chunk + i * 4
                        w[i] = UInt32(bytes[j]) << 24 | UInt32(bytes[j + 1]) << 16 | UInt32(bytes[j + 2]) << 8 | UInt32(bytes[j + 3])
                    }
                    for i in 16..<64 {
                        let s0 = rotr(w[i - 15], 7) ^ rotr(w[i - 15], 18) ^ (w[i - 15] >> 3)
                        let s1 = rotr(w[i - 2], 17) ^ rotr(w[i - 2], 19) ^ (w[i - 2] >> 10)
                        w[i] = w[i - 16] &+ s0 &+ w[i - 7] &+ s1
                    }
                    var (a, b, c, d, e, f, g, hh) = h
                    for i in 0..<64 {
                        let s1 = rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)
                        let ch = (e & f) ^ (~e & g)
                        let t1 = hh &+ s1 &+ ch &+ k[i] &+ w[i]
                        let s0 = rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)
                        let maj = (a & b) ^ (a & c) ^ (b & c)
                        let t2 = s0 &+ maj
                        (hh, g, f, e, d, c, b, a) = (g, f, e, d &+ t1, c, b, a, t1 &+ t2)
                    }
                    h = (h.0 &+ a, h.1 &+ b, h.2 &+ c, h.3 &+ d, h.4 &+ e, h.5 &+ f, h.6 &+ g, h.7 &+ hh)
                }
            }
        }
    }

    @inline(__always) private static func rotr(_ x: UInt32, _ n: UInt32) -> UInt32 { (x >> n) | (x << (32 - n)) }
    @inline(__always) private func rotr(_ x: UInt32, _ n: UInt32) -> UInt32 { SHA256.rotr(x, n) }

    private static let k: [UInt32] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
        0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
        0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
        0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
        0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
    ]
}
