import FileTestSupport
import Testing
@testable import SiteData

/// The eight-bytes-at-a-time printable check answers as a byte loop does.
@Suite struct WebLinkPrintableTests {
    static func reference(_ bytes: [UInt8]) -> Int? {
        guard !bytes.isEmpty, bytes.allSatisfy({ $0 >= 0x21 && $0 <= 0x7E }) else { return nil }
        return bytes.firstIndex { $0 == 0x3A || $0 == 0x2F || $0 == 0x3F || $0 == 0x23 } ?? -1
    }

    @Test func sameAsAByteLoop() {
        var random = SplitMix(seed: 0x9817)
        let alphabet: [UInt8] = [0x00, 0x09, 0x20, 0x21, 0x23, 0x2F, 0x3A, 0x3F, 0x41, 0x61, 0x7E, 0x7F, 0x80, 0xC3, 0xFF]
        var printable = 0
        for _ in 0..<20_000 {
            // Mostly letters, with a rare other byte somewhere in up to 40.
            let bytes = (0..<(random.next() % 40)).map { _ in
                random.next() % 6 == 0 ? alphabet[Int(random.next() % UInt64(alphabet.count))] : UInt8(0x61 + random.next() % 26)
            }
            let fast = bytes.withUnsafeBufferPointer { WebLink.printableASCIIStop($0) }
            #expect(fast == Self.reference(bytes), "\(bytes)")
            if fast != nil { printable += 1 }
        }
        #expect(printable > 2_000)
    }
}
