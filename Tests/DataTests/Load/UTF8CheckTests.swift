import FileTestSupport
import Testing
@testable import SiteData

/// `UTF8Check` answers as `String(validating:as: UTF8.self)` does.
@Suite struct UTF8CheckTests {
    static func reference(_ bytes: [UInt8]) -> Bool { String(validating: bytes, as: UTF8.self) != nil }

    @Test func everyLeadByteWithEveryEdgeOfTheNextBytes() {
        let edges: [UInt8] = [0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xFF]
        var checked = 0
        for lead in UInt8(0)...UInt8(255) {
            for a in edges {
                for b in edges {
                    for c in edges {
                        // Alone, at the end, and with ASCII after (the 8-byte path and the tail).
                        for bytes in [[lead, a, b, c], [lead, a, b], [lead, a], [lead],
                                      Array("abcdefgh".utf8) + [lead, a, b, c] + Array("ijklmnopq".utf8)] {
                            #expect(UTF8Check.isValid(bytes) == Self.reference(bytes), "\(bytes)")
                            checked += 1
                        }
                    }
                }
            }
        }
        #expect(checked == 256 * 11 * 11 * 11 * 5)
    }

    @Test func generatedFiles() {
        var random = SplitMix(seed: 0xC5F8)
        let pieces: [[UInt8]] = ["id,name\r\n", "Jos\u{E9}", "\u{FEFF}", "\u{1F3A5}", "\"a \"\"b\"\"\"", ",,", "=SUM(A1)",
                                 "\u{142}\u{F3}d\u{17A}", "plain text of some length, ", "\n"].map { Array($0.utf8) }
            + [[0xE9], [0x92], [0xC3], [0xE2, 0x82], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xC0, 0xAF]]
        var valid = 0
        for _ in 0..<5_000 {
            var bytes: [UInt8] = []
            for _ in 0..<(random.next() % 40) { bytes += pieces[Int(random.next() % UInt64(pieces.count))] }
            let answer = UTF8Check.isValid(bytes)
            #expect(answer == Self.reference(bytes), "\(bytes)")
            if answer { valid += 1 }
        }
        #expect(valid > 100 && valid < 4_900)  // both answers are exercised
    }

    @Test func emptyIsValid() {
        #expect(UTF8Check.isValid([]))
    }
}
