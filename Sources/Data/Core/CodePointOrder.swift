/// `a` before `b` in Unicode code-point order: how everything sitegen emits is sorted.
///
/// Not Swift's `<`, which compares canonically equivalent strings as equal and orders by
/// normalised form: code-point order is the same on every machine and in every file format.
public func codePointLess(_ a: String, _ b: String) -> Bool {
    a.unicodeScalars.lexicographicallyPrecedes(b.unicodeScalars)
}
