import FileTestSupport
import Testing
@testable import SiteData

@Suite struct DecimalDigitsTests {
    /// How `DecimalDigits(_:)` read a double before it became one pass (kept as the reference).
    static func reference(_ x: Double) -> DecimalDigits? {
        guard x.isFinite else { return nil }
        var text = Array(x.magnitude.description.utf8)
        var negative = x < 0
        var exponent = 0
        if let e = text.firstIndex(where: { $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }) {
            guard let v = Int(String(decoding: text[(e + 1)...], as: UTF8.self)) else { return nil }
            exponent = v
            text = Array(text[..<e])
        }
        var ds: [UInt8] = []
        var point: Int? = nil
        for c in text {
            if c == UInt8(ascii: ".") { point = ds.count } else { ds.append(c) }
        }
        var p = (point ?? ds.count) + exponent
        while let f = ds.first, f == UInt8(ascii: "0") { ds.removeFirst(); p -= 1 }
        while let l = ds.last, l == UInt8(ascii: "0") { ds.removeLast() }
        if ds.isEmpty { p = 0; negative = false }
        var d = DecimalDigits(0)!
        d.negative = negative
        d.digits = ds
        d.point = p
        return d
    }

    @Test func knownSpellings() {
        let d = DecimalDigits(-12.25)!
        #expect(d.negative && String(decoding: d.digits, as: UTF8.self) == "1225" && d.point == 2)
        let small = DecimalDigits(1e-05)!
        #expect(String(decoding: small.digits, as: UTF8.self) == "1" && small.point == -4)
        let big = DecimalDigits(1.5e20)!
        #expect(String(decoding: big.digits, as: UTF8.self) == "15" && big.point == 21)
        let zero = DecimalDigits(-0.0)!
        #expect(!zero.negative && zero.digits.isEmpty && zero.point == 0)
        #expect(DecimalDigits(.nan) == nil && DecimalDigits(-.infinity) == nil)
    }

    @Test func sameAsTheReferenceOnEdgesAndRandomDoubles() {
        var values: [Double] = [0, -0.0, 1, -1, 0.1, 0.05, 100, 1e-4, 1e-5, 1e15, 1e16, 1e17, 1e22, 123.456, 3.975,
                                Double.leastNonzeroMagnitude, Double.leastNormalMagnitude, Double.greatestFiniteMagnitude,
                                -2.5e-300, 9007199254740993, 0.000123, 1000000.5]
        var rng = SplitMix(seed: 3)
        for _ in 0..<20_000 {
            let bits = Double(bitPattern: rng.next())
            if bits.isFinite { values.append(bits) }
            values.append(Double(Int64(bitPattern: rng.next()) % 1_000_000) / 100)  // values like a table's
        }
        var differences = 0
        for v in values where DecimalDigits(v) != Self.reference(v) { differences += 1 }
        #expect(differences == 0)
    }
}
