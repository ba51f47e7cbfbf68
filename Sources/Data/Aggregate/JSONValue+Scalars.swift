extension JSONValue {
    /// `String(n)`'s digits appended straight to `out`: a data file holds thousands of
    /// integers, and a `String` each was an allocation each.
    static func appendInt(_ n: Int, to out: inout [UInt8]) {
        if n < 0 { out.append(UInt8(ascii: "-")) }
        var m = n.magnitude
        if m < 10 { out.append(UInt8(ascii: "0") + UInt8(m)); return }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var k = 20
            while m > 0 {
                k -= 1
                digits[k] = UInt8(ascii: "0") + UInt8(m % 10)
                m /= 10
            }
            out.append(contentsOf: digits[k..<20])
        }
    }

    /// `number(x)` appended to `out`. A measurement of at most six decimals below 10^9 (most of
    /// a data file's doubles) is written from `Rounding.fewDecimals`, the value of its shortest
    /// spelling as `m·10^-k` with the fewest decimals (so no trailing zero in the fraction):
    /// the plain spelling `DecimalDigits` gives, without printing `x` and building strings.
    static func appendNumber(_ x: Double, to out: inout [UInt8]) {
        guard let (m, e) = Rounding.fewDecimals(x) else {
            out.append(contentsOf: number(x).utf8)
            return
        }
        if m < 0 { out.append(UInt8(ascii: "-")) }
        let magnitude = Int(m.magnitude)
        guard e < 0 else {
            appendInt(magnitude, to: &out)
            out.append(contentsOf: ".0".utf8)
            return
        }
        var scale = 1
        for _ in 0..<(-e) { scale *= 10 }
        appendInt(magnitude / scale, to: &out)
        out.append(UInt8(ascii: "."))
        var fraction = magnitude % scale
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 6) { digits in
            for k in stride(from: -e - 1, through: 0, by: -1) {
                digits[k] = UInt8(ascii: "0") + UInt8(fraction % 10)
                fraction /= 10
            }
            out.append(contentsOf: digits[0..<(-e)])
        }
    }
}
