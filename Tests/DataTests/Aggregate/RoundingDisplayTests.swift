import FileTestSupport
import Testing
@testable import SiteData

@Suite struct RoundingDisplayTests {
    /// How `Rounding.display` padded and cut the digits before it wrote them in place.
    static func reference(_ x: Double, places: Int) -> (negative: Bool, whole: String, fraction: String)? {
        guard x.isFinite, let d = DecimalDigits(x) else { return nil }
        let places = max(0, min(places, 340))
        let r = d.rounded(places: places)
        let zero = UInt8(ascii: "0")
        var digits = r.digits, point = r.point
        if point <= 0 { digits = [UInt8](repeating: zero, count: 1 - point) + digits; point = 1 }
        if digits.count < point + places { digits += [UInt8](repeating: zero, count: point + places - digits.count) }
        return (r.negative, String(decoding: digits[..<point], as: UTF8.self),
                String(decoding: digits[point..<(point + places)], as: UTF8.self))
    }

    @Test func knownValues() {
        #expect(Rounding.display(3.975, places: 2).map { "\($0.negative) \($0.whole).\($0.fraction)" } == "false 3.98")
        #expect(Rounding.display(-0.004, places: 2).map { "\($0.negative) \($0.whole).\($0.fraction)" } == "false 0.00")
        #expect(Rounding.display(-0.005, places: 2).map { "\($0.negative) \($0.whole).\($0.fraction)" } == "true 0.01")
        #expect(Rounding.display(1e20, places: 0).map { "\($0.whole)|\($0.fraction)" } == "100000000000000000000|")
        #expect(Rounding.display(99.96, places: 1).map { "\($0.whole).\($0.fraction)" } == "100.0")
        #expect(Rounding.display(.nan, places: 1) == nil)
    }

    @Test func sameAsTheReference() {
        var rng = SplitMix(seed: 9)
        var differences = 0
        for n in 0..<20_000 {
            let x = n % 2 == 0 ? Double(bitPattern: rng.next()) : Double(Int64(bitPattern: rng.next()) % 10_000_000) / 1000
            let places = Int(rng.next() % 5)
            let a = Rounding.display(x, places: places), b = Self.reference(x, places: places)
            if a?.negative != b?.negative || a?.whole != b?.whole || a?.fraction != b?.fraction { differences += 1 }
        }
        #expect(differences == 0)
    }
}
