/// `a` before `b` in Unicode code-point order: how everything sitegen emits is sorted.
///
/// Not Swift's `<`, which compares canonically equivalent strings as equal and orders by
/// normalised form: code-point order is the same on every machine and in every file format.
///
/// Compared as UTF-8 bytes: UTF-8 was designed so that byte order is code-point order, and a
/// byte loop costs a fraction of walking `unicodeScalars` (this runs in every sort).
public func codePointLess(_ a: String, _ b: String) -> Bool { codePointCompare(a, b) < 0 }

/// Three-way comparison in code-point order: negative, 0 (only for the same scalars:
/// canonically equivalent spellings differ) or positive. One pass over the UTF-8 bytes.
public func codePointCompare(_ a: String, _ b: String) -> Int {
    // The same bits are the same string (a small string's bytes are inline; a large one's
    // bits are its storage and count). Sorts and counts compare equal keys often.
    if unsafeBitCast(a, to: (UInt64, UInt64).self) == unsafeBitCast(b, to: (UInt64, UInt64).self) { return 0 }
    var a = a, b = b
    return a.withUTF8 { ua in
        b.withUTF8 { ub in
            let n = min(ua.count, ub.count)
            var k = 0
            while k < n {
                let x = ua[k], y = ub[k]
                if x != y { return x < y ? -1 : 1 }
                k += 1
            }
            return ua.count == ub.count ? 0 : ua.count < ub.count ? -1 : 1
        }
    }
}
