import FileTestSupport
import Testing
@testable import SiteData

/// `KeySpellings.counts` against `Ordering.counts` of the same keys: equivalent spellings in
/// either order, more groups than the linear scan handles, subsets counted.
@Suite struct KeySpellingsTests {
    @Test func sameAsOrderingCounts() {
        var pool = ["caf\u{e9}", "cafe\u{301}", "", "<a href=\"x\">&</a>", "ğ", "g\u{306}", "Z", "a"]
        pool += (0..<30).map { "key \($0)" }
        var rng = SplitMix(seed: 5)
        var differences: [String] = []
        for _ in 0..<500 {
            let distinct = 1 + Int(rng.next() % UInt64(pool.count))
            let keys = (0..<Int(rng.next() % 60)).map { _ in pool[Int(rng.next() % UInt64(distinct))] }
            var table = KeySpellings()
            let numbers = keys.map { table.number($0) }
            // Count a subset (a range's rows).
            var counts = [Int](repeating: 0, count: table.spellings.count)
            var subset: [String] = []
            for (k, n) in zip(keys, numbers) where rng.next() % 3 != 0 {
                counts[Int(n)] += 1
                subset.append(k)
            }
            let fast = table.counts(counts), reference = Ordering.counts(subset)
            if fast != reference || fast.map({ Array($0.key.utf8) }) != reference.map({ Array($0.key.utf8) }) {
                differences.append("\(subset)")
            }
        }
        #expect(differences == [])
    }

    @Test func numbersBySpelling() {
        var table = KeySpellings()
        #expect(table.number("caf\u{e9}") == 0)
        #expect(table.number("cafe\u{301}") == 1)
        #expect(table.number("caf\u{e9}") == 0)
        #expect(table.number("x") == 2)
        #expect(table.counts([1, 2, 0]).map(\.count) == [3])
        #expect(table.counts([1, 0, 0]).map { Array($0.key.utf8) } == [Array("caf\u{e9}".utf8)])
        #expect(table.counts([1, 2, 0]).map { Array($0.key.utf8) } == [Array("cafe\u{301}".utf8)])
        #expect(table.counts([0, 2, 1]).map { Array($0.key.utf8) } == [Array("cafe\u{301}".utf8), [UInt8(ascii: "x")]])
    }
}
