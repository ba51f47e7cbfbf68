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

extension JSONValue {
    /// `d.iso` for a year of four digits, written in place (a data file holds thousands of
    /// dates, and `iso` pads and joins five strings); `d.iso` itself for any other year.
    static func isoDate(_ d: LocalDate) -> String {
        let (y, m, day) = d.components
        guard (0...9999).contains(y) else { return d.iso }
        return String(unsafeUninitializedCapacity: 10) { b in
            b[0] = UInt8(ascii: "0") + UInt8(y / 1000)
            b[1] = UInt8(ascii: "0") + UInt8(y / 100 % 10)
            b[2] = UInt8(ascii: "0") + UInt8(y / 10 % 10)
            b[3] = UInt8(ascii: "0") + UInt8(y % 10)
            b[4] = UInt8(ascii: "-")
            b[5] = UInt8(ascii: "0") + UInt8(m / 10)
            b[6] = UInt8(ascii: "0") + UInt8(m % 10)
            b[7] = UInt8(ascii: "-")
            b[8] = UInt8(ascii: "0") + UInt8(day / 10)
            b[9] = UInt8(ascii: "0") + UInt8(day % 10)
            return 10
        }
    }
}
