/// Deterministic orderings shared by every aggregation, built on `codePointLess`.
enum Ordering {
    /// Three-way comparison of two strings in code-point order: 0 only for the same scalars
    /// (canonically equivalent spellings differ). One pass over the UTF-8 bytes, whose order is
    /// code-point order, where `==` (which normalises non-ASCII text) and two `codePointLess`
    /// calls took three.
    static func compare(_ a: String, _ b: String) -> Int { codePointCompare(a, b) }

    /// Counts per key, keys in code-point order, only counts above zero.
    ///
    /// Canonically equivalent spellings (`é` composed or decomposed) are one key, as Swift
    /// strings compare; the code-point smallest spelling names it, whatever the input order.
    static func counts(_ keys: some Sequence<String>) -> [KeyCount] {
        // Few distinct keys (statuses, types, sentiments): a linear scan comparing with `==`
        // (raw bits first, then bytes) beats hashing each key. Past `linearLimit` keys, a
        // dictionary. `==` is the dictionary's own key equality, so both group alike.
        var list: [KeyCount] = []
        var map: [String: Int] = [:]  // key → index in `list`, once the list is long
        func add(_ k: String, at i: Int) {
            list[i].count += 1
            if codePointLess(k, list[i].key) { list[i].key = k }
        }
        for k in keys {
            if map.isEmpty {
                if let i = list.firstIndex(where: { $0.key == k }) {
                    add(k, at: i)
                    continue
                }
                list.append(KeyCount(key: k, count: 1))
                if list.count > linearLimit {
                    for (i, e) in list.enumerated() { map[e.key] = i }
                }
            } else if let i = map[k] {
                add(k, at: i)
            } else {
                map[k] = list.count
                list.append(KeyCount(key: k, count: 1))
            }
        }
        return list.sorted { codePointLess($0.key, $1.key) }
    }

    /// Distinct keys `counts` scans linearly before it switches to a dictionary.
    static let linearLimit = 16

    /// One entry per day of `range`, zeros included.
    static func daily(_ dates: some Sequence<LocalDate>, over range: DateRange) -> [DateCount] {
        guard range.dayCount > 0 else { return [] }
        var buckets = [Int](repeating: 0, count: range.dayCount)
        for d in dates where range.contains(d) { buckets[d.days(since: range.from)] += 1 }
        return buckets.enumerated().map { DateCount(date: range.from.adding(days: $0.offset), count: $0.element) }
    }
}

/// A key and how many rows have it.
public struct KeyCount: Hashable, Sendable {
    public var key: String
    public var count: Int
    public init(key: String, count: Int) { self.key = key; self.count = count }
}

/// A calendar date (a day, or the first day of a week or month bucket) and a count.
public struct DateCount: Hashable, Sendable {
    public var date: LocalDate
    public var count: Int
    public init(date: LocalDate, count: Int) { self.date = date; self.count = count }
}
