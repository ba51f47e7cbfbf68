extension Array {
    /// The elements in the order `areInIncreasingOrder` gives, equal ones in their order here
    /// (as `sorted(by:)`): the indices are sorted and each element is copied once, at the end.
    ///
    /// For rows of many strings (a `Coach`, a `School`, a `PerformanceMetric`): sorting them
    /// in place copied an element, with a retain and a release of each of its strings, at
    /// nearly every step of the sort.
    ///
    /// Inlinable, so that it is specialised where it is called: unspecialised, the comparison
    /// closure took each element by copy (through the type's value witness), which was the
    /// very retain and release of every string this function exists to avoid.
    @inlinable
    public func sortedByIndices(by areInIncreasingOrder: (Element, Element) -> Bool) -> [Element] {
        guard count > 1 else { return self }
        var order = Array<Int>(indices)
        withUnsafeBufferPointer { rows in
            order.sort { areInIncreasingOrder(rows[$0], rows[$1]) }
        }
        return order.map { self[$0] }
    }
}
