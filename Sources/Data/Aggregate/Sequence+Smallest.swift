extension Sequence {
    /// The first `k` elements of `sorted(by: areInIncreasingOrder)`, without sorting them all.
    ///
    /// Keeps a sorted list of at most `k` and drops an element as soon as the list is full and
    /// the element does not come before its last: for a dashboard's 10 newest of 2,000 rows,
    /// most rows cost one comparison. Equal elements keep their order, as in `sorted`.
    func smallest(_ k: Int, by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows -> [Element] {
        guard k > 0 else { return [] }
        var kept: [Element] = []
        kept.reserveCapacity(k)
        for element in self {
            if kept.count == k {
                guard try areInIncreasingOrder(element, kept[k - 1]) else { continue }
                kept.removeLast()
            }
            // After every kept element that it does not come before (so equal ones stay in order).
            var position = kept.count
            while position > 0, try areInIncreasingOrder(element, kept[position - 1]) { position -= 1 }
            kept.insert(element, at: position)
        }
        return kept
    }
}
