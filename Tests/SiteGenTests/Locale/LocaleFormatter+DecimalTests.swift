import SiteData
import Testing
@testable import SiteGen

/// Grouping and decimals written on bytes: what the former code on Characters wrote.
@Suite struct LocaleFormatterDecimalTests {
    /// The former `grouped`, kept as the reference.
    static func formerGrouped(_ f: LocaleFormatter, _ digits: String) -> String {
        let chars = Array(digits)
        if f.language == .pl && chars.count <= 4 { return digits }
        var out = ""
        for (i, c) in chars.enumerated() {
            if i > 0 && (chars.count - i) % 3 == 0 { out += f.groupingSeparator }
            out.append(c)
        }
        return out
    }

    /// The former `format`, kept as the reference.
    static func formerFormat(_ f: LocaleFormatter, _ value: Double, fractionDigits: Int, trim: Bool) -> String {
        guard let r = Rounding.display(value, places: max(0, fractionDigits)) else { return LocaleFormatter.missing }
        var fraction = Substring(r.fraction)
        if trim { while fraction.last == "0" { fraction.removeLast() } }
        let isZero = r.whole.allSatisfy { $0 == "0" } && fraction.allSatisfy { $0 == "0" }
        var text = (r.negative && !isZero ? "-" : "") + formerGrouped(f, r.whole)
        if !fraction.isEmpty { text += f.decimalSeparator + fraction }
        return text
    }

    @Test(arguments: [Language.en, .pl])
    func groupedAsBefore(_ language: Language) {
        let f = LocaleFormatter(language)
        var texts = (0...25).map { String(repeating: "9", count: $0) } + ["12345", "1234", "٣٤٥٦٧٨", "12é45", "1e\u{301}2345"]
        var x: UInt64 = 1
        for _ in 0..<2_000 {
            x = x &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            texts.append(String(x >> (x % 60)))
        }
        for t in texts { #expect(f.grouped(t) == Self.formerGrouped(f, t), "\(t)") }
        for v in [0, 7, -7, 999, 1_000, -1_234, 12_345, 1_000_000, Int.max, Int.min] {
            #expect(f.integer(v) == (v < 0 ? "-" : "") + Self.formerGrouped(f, String(v.magnitude)))
        }
    }

    @Test(arguments: [Language.en, .pl])
    func formatAsBefore(_ language: Language) {
        let f = LocaleFormatter(language)
        var values: [Double] = [0, -0.0, 0.004, -0.004, 0.005, -0.005, 1.005, 3.975, 91.5, -91.5, 1234.567, 12_345.6789,
                                1e15, -1e21, 1e-7, .nan, .infinity, -.infinity, 100, 0.1, 0.3000000000000004]
        var x: UInt64 = 7
        for _ in 0..<3_000 {
            x = x &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let scale = Double(Int(x % 13)) - 4
            values.append((Double(x >> 11) / Double(1 << 53) - 0.3) * pow10(scale))
        }
        for v in values {
            for places in [0, 1, 2, 3, 5] {
                for trim in [true, false] {
                    let written = f.format(v, fractionDigits: places, trim: trim)
                    let former = Self.formerFormat(f, v, fractionDigits: places, trim: trim)
                    if written != former { Issue.record("\(v) \(places) \(trim): \(written) != \(former)"); return }
                }
            }
        }
    }

    func pow10(_ e: Double) -> Double {
        var r = 1.0
        if e >= 0 { for _ in 0..<Int(e) { r *= 10 } } else { for _ in 0..<Int(-e) { r /= 10 } }
        return r
    }
}
