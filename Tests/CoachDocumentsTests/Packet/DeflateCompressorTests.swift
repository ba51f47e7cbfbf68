@testable import CoachDocuments
import Testing

/// A compressor kept for many buffers (`DeflateCompressor`, one per packet archive) writes each
/// buffer as a new one did (`Deflate.compress`): generated buffers of text, runs and noise, of
/// every size up to 70 KB, in one compressor after one another.
@Suite struct DeflateCompressorTests {
    static func buffer(_ rng: inout SeededBytes) -> [UInt8] {
        let count = Int(rng.next() % 70_000) >> Int(rng.next() % 12)
        var out: [UInt8] = []
        out.reserveCapacity(count)
        let words = ["<p>", "</p>", "the ", "coach ", "&amp;", "ż", "\n", "2026-11-22 "].map { Array($0.utf8) }
        while out.count < count {
            switch rng.next() % 3 {
            case 0: out += words[Int(rng.next() % UInt64(words.count))]
            case 1: out += [UInt8](repeating: UInt8(truncatingIfNeeded: rng.next()), count: Int(rng.next() % 300))
            default: out.append(UInt8(truncatingIfNeeded: rng.next()))
            }
        }
        return Array(out.prefix(count))
    }

    @Test func aKeptCompressorWritesWhatANewOneWrites() throws {
        var rng = SeededBytes(seed: 46)
        let kept = try DeflateCompressor()
        for _ in 0..<300 {
            let bytes = Self.buffer(&rng)
            #expect(try kept.compress(bytes) == Deflate.compress(bytes), "\(bytes.count) bytes")
        }
        #expect(try kept.compress([]) == Deflate.compress([]))
    }

    @Test func sameIsEquality() {
        var rng = SeededBytes(seed: 47)
        for _ in 0..<2_000 {
            let a = (0..<Int(rng.next() % 40)).map { _ in UInt8(rng.next() % 3) }
            var b = rng.next() % 2 == 0 ? a : (0..<Int(rng.next() % 40)).map { _ in UInt8(rng.next() % 3) }
            if rng.next() % 4 == 0, !b.isEmpty { b[Int(rng.next() % UInt64(b.count))] ^= 1 }
            #expect(ZipWriter.SharedDeflate.same(a, b) == (a == b))
        }
        #expect(ZipWriter.SharedDeflate.same([], []))
    }
}
