import FileTestSupport
import Testing
@testable import SiteData

/// `Ordering.compare` in one pass over the bytes, against the rule as first written (`==` and
/// equal scalars for 0, else `codePointLess` either way).
@Suite struct OrderingCompareTests {
    static func reference(_ a: String, _ b: String) -> Int {
        if a == b && a.unicodeScalars.elementsEqual(b.unicodeScalars) { return 0 }
        if codePointLess(a, b) { return -1 }
        if codePointLess(b, a) { return 1 }
        return 0
    }

    @Test func sameAsReference() {
        let words = ["", "a", "ab", "b", "B", "é", "e\u{301}", "caf\u{e9}", "cafe\u{301}", "😀", "\u{10FFFF}", "<&\"'>",
                     "long string beyond fifteen bytes", "long string beyond fifteen bytez", "long string beyond fifteen"]
        for a in words { for b in words { #expect(Ordering.compare(a, b) == Self.reference(a, b), "\(a) vs \(b)") } }
        // The same text in separate storage (not the same bits).
        let long = String(repeating: "Follow up with Coach ", count: 3)
        #expect(Ordering.compare(long, String(long.utf8.map { Character(Unicode.Scalar($0)) })) == 0)
        var rng = SplitMix(seed: 3)
        let alphabet: [Unicode.Scalar] = ["a", "b", "Z", "\u{E9}", "e", "\u{301}", "\u{800}", "\u{1F600}", " "]
        func word() -> String {
            var s = String.UnicodeScalarView()
            for _ in 0..<Int(rng.next() % 24) { s.append(alphabet[Int(rng.next() % UInt64(alphabet.count))]) }
            return String(s)
        }
        var disagreements = 0
        for _ in 0..<20_000 {
            let a = word(), b = rng.next() % 4 == 0 ? String(a.unicodeScalars) : word()
            if Ordering.compare(a, b) != Self.reference(a, b) { disagreements += 1 }
        }
        #expect(disagreements == 0)
    }
}
