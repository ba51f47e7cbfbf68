/// The keys of one column (an interaction's type, a metric's type, a post's school id) numbered
/// once per athlete, so that each report or social range counts numbers instead of grouping
/// strings again.
///
/// `Ordering.counts` groups keys with `==` (canonically equivalent spellings are one key) and
/// names a group by its code-point smallest spelling among the keys counted. Here each distinct
/// spelling (by bytes) gets a number and a group (by `==`); `counts` then gives, from a count per
/// spelling, exactly what `Ordering.counts` gives for the keys counted (KeySpellingsTests).
///
/// A key's spelling is found by its bytes in an open-addressing table (a byte hash, then the
/// bytes compared): most keys repeat a spelling already seen, and hashing a `String` (which
/// normalises it) cost ten times that. Only a new spelling is grouped with `==`.
struct KeySpellings {
    /// Each distinct spelling (by bytes), by number, and its byte hash.
    private(set) var spellings: [String] = []
    private var hashes: [UInt64] = []
    /// Per group, its spellings' numbers; a group's first spelling names it in `lookup`.
    private var members: [[Int]] = []
    /// Group number by key (`==`), once there are more than `Ordering.linearLimit` groups.
    private var lookup: [String: Int] = [:]
    /// Per slot, a spelling's number + 1; 0 is empty. Never more than half full.
    private var slots = [Int32](repeating: 0, count: 32)

    /// The number of `key`'s spelling (a new one when not seen before).
    mutating func number(_ key: String) -> Int32 {
        var key = key
        let hash = key.withUTF8(Self.hash)
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 {
            let s = Int(slots[slot]) - 1
            if hashes[s] == hash && Self.sameBytes(spellings[s], key) { return Int32(s) }
            slot = (slot + 1) & mask
        }
        let number = spellings.count
        spellings.append(key)
        hashes.append(hash)
        slots[slot] = Int32(number + 1)
        if 2 * spellings.count > slots.count { grow() }
        // A new spelling: its group, by `==`.
        var group = -1
        if lookup.isEmpty {
            for g in members.indices where spellings[members[g][0]] == key { group = g; break }
        } else if let g = lookup[key] {
            group = g
        }
        if group < 0 {
            group = members.count
            members.append([])
            if !lookup.isEmpty {
                lookup[key] = group
            } else if members.count > Ordering.linearLimit {
                for (g, m) in members.enumerated() where !m.isEmpty { lookup[spellings[m[0]]] = g }
                lookup[key] = group
            }
        }
        members[group].append(number)
        return Int32(number)
    }

    /// How many distinct keys (`==`) have a spelling counted in `perSpelling`: what `Set` of
    /// the keys counted would hold.
    func distinctCounted(_ perSpelling: [Int]) -> Int {
        members.count { group in group.contains { perSpelling[$0] > 0 } }
    }

    /// `Ordering.counts` of the keys whose spellings were counted in `perSpelling` (a count per
    /// spelling number).
    func counts(_ perSpelling: [Int]) -> [KeyCount] {
        var out: [KeyCount] = []
        for group in members {
            var total = 0, name: String? = nil
            for s in group where perSpelling[s] > 0 {
                total += perSpelling[s]
                if let n = name, !codePointLess(spellings[s], n) { continue }
                name = spellings[s]
            }
            if let name { out.append(KeyCount(key: name, count: total)) }
        }
        return out.sorted { codePointLess($0.key, $1.key) }
    }

    /// FNV-1a over the bytes.
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in bytes { h = (h ^ UInt64(b)) &* 0x100_0000_01b3 }
        return h ^ (h >> 32)
    }

    /// The same bytes: the same bits (a small string's bytes are inline, a large one's bits
    /// are its storage), else the bytes compared.
    private static func sameBytes(_ a: String, _ b: String) -> Bool {
        if unsafeBitCast(a, to: (UInt64, UInt64).self) == unsafeBitCast(b, to: (UInt64, UInt64).self) { return true }
        var a = a, b = b
        return a.withUTF8 { x in b.withUTF8 { y in x.count == y.count && x.elementsEqual(y) } }
    }

    private mutating func grow() {
        slots = [Int32](repeating: 0, count: 2 * slots.count)
        let mask = slots.count - 1
        for (number, hash) in hashes.enumerated() {
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(number + 1)
        }
    }
}
