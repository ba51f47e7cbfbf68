import Testing
@testable import SiteOutput
@testable import SampleSite

/// The compression with the x86 SHA instructions (`CSHA256`) against the NIST vectors and
/// against the Swift compression. Skipped, saying why, on CPUs without them (and on arm64).
@Suite(.enabled(if: SHA256.hardware, "this CPU has no SHA instructions (SHA-NI): only the Swift SHA-256 is tested"))
struct SHA256HardwareTests {
    @Test(arguments: SHA256Vectors.nist + SHA256Vectors.padding)
    func nistVectors(input: String, expected: String) {
        #expect(Self.hex(Array(input.utf8), hardware: true) == expected)
    }

    /// 3,000 messages of random bytes, 0 to 2,000 long, fed in random pieces (so the C code gets
    /// runs of 1 to 31 blocks and single blocks from the pending buffer): the same digest both ways.
    @Test func sameDigestAsSwiftOnRandomMessages() {
        var random = SplitMix64(seed: 0x5348_4132_3536)
        var differing: [Int] = []
        for _ in 0..<3_000 {
            let length = Int.random(in: 0...2_000, using: &random)
            let message = (0..<length).map { _ in UInt8.random(in: 0...255, using: &random) }
            var pieces: [Range<Int>] = []
            var start = 0
            while start < length {
                let end = min(length, start + Int.random(in: 1...700, using: &random))
                pieces.append(start..<end)
                start = end
            }
            let hardware = Self.hex(message, pieces: pieces, hardware: true)
            let swift = Self.hex(message, pieces: pieces, hardware: false)
            if hardware != swift { differing.append(length) }
        }
        #expect(differing == [])
    }

    /// The 1,000,000-`a` NIST vector, fed in pieces of 1,000 and 4,097 bytes and at once.
    @Test(arguments: [1_000, 4_097, 1_000_000])
    func millionAInPieces(piece: Int) {
        let message = [UInt8](repeating: 0x61, count: 1_000_000)
        let pieces = stride(from: 0, to: message.count, by: piece).map { $0..<min($0 + piece, message.count) }
        let expected = "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0"
        #expect(Self.hex(message, pieces: pieces, hardware: true) == expected)
        #expect(Self.hex(message, pieces: pieces, hardware: false) == expected)
    }

    private static func hex(_ message: [UInt8], pieces: [Range<Int>]? = nil, hardware: Bool) -> String {
        var hasher = SHA256(useHardware: hardware)
        for piece in pieces ?? [0..<message.count] { message[piece].withUnsafeBytes { hasher.update($0) } }
        return SHA256.hex(digest: hasher.finalize())
    }
}

