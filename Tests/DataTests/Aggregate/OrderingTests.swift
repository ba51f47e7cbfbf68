import FileTestSupport
import Testing
@testable import SiteData

@Suite struct OrderingTests {
    /// The order `codePointLess` promised before it compared bytes: scalars, one by one.
    static func scalarLess(_ a: String, _ b: String) -> Bool {
        a.unicodeScalars.lexicographicallyPrecedes(b.unicodeScalars)
    }

    @Test func codePointLessIsScalarOrder() {
        // Fixed cases: prefixes, ASCII against multi-byte, supplementary planes, combining marks.
        let words = ["", "a", "ab", "b", "B", "é", "e\u{301}", "z", "\u{FFFF}", "😀", "a😀", "ä", "\u{7F}", "\u{80}",
                     "Ω", "\u{10FFFF}", "ab\u{0}", "long string beyond fifteen bytes", "long string beyond fifteen bytez"]
        for a in words { for b in words { #expect(codePointLess(a, b) == Self.scalarLess(a, b), "\(a) vs \(b)") } }
        // Random strings over a mix of 1- to 4-byte scalars (a fixed generator: deterministic).
        var rng = SplitMix(seed: 7)
        let alphabet: [Unicode.Scalar] = ["a", "b", "Z", "\u{E9}", "\u{301}", "\u{7FF}", "\u{800}", "\u{FFFD}", "\u{1F600}", "\u{10000}"]
        func word() -> String {
            var s = String.UnicodeScalarView()
            for _ in 0..<Int(rng.next() % 6) { s.append(alphabet[Int(rng.next() % UInt64(alphabet.count))]) }
            return String(s)
        }
        var disagreements = 0
        for _ in 0..<20_000 {
            let a = word(), b = word()
            if codePointLess(a, b) != Self.scalarLess(a, b) { disagreements += 1 }
        }
        #expect(disagreements == 0)
    }

    @Test func countsFewKeys() {
        let c = Ordering.counts(["call", "email", "call", "Visit", "email", "call"])
        #expect(c == [KeyCount(key: "Visit", count: 1), KeyCount(key: "call", count: 3), KeyCount(key: "email", count: 2)])
    }

    @Test func countsManyKeysSwitchToTheDictionaryAlike() {
        // 40 distinct keys (past the linear limit), each k+1 times, in an interleaved order, plus
        // a canonically equivalent pair seen on both sides of the switch.
        var keys: [String] = ["e\u{301}"]
        for round in 0..<40 { for k in round..<40 { keys.append("key\(k)") } }
        keys.append("\u{E9}")
        let c = Ordering.counts(keys)
        #expect(Ordering.linearLimit < 40)
        let expected = ([KeyCount(key: "e\u{301}", count: 2)] + (0..<40).map { KeyCount(key: "key\($0)", count: $0 + 1) })
            .sorted { Self.scalarLess($0.key, $1.key) }
        #expect(c.map(\.key) == expected.map(\.key))
        #expect(c.map(\.count) == expected.map(\.count))
        // The code-point smallest spelling names the pair: "e" + U+0301 is before U+00E9.
        #expect(c.first.map { Array($0.key.unicodeScalars) } == ["e", "\u{301}"])
    }

    @Test func countsEmpty() {
        #expect(Ordering.counts([String]()) == [])
    }
}
