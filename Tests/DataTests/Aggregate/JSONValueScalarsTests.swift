import FileTestSupport
import Testing
@testable import SiteData

/// Numbers and strings written straight to bytes (`appendInt`, `appendNumber`, `quote`'s
/// no-escape copy) against the `String` forms they replaced.
@Suite struct JSONValueScalarsTests {
    static func bytes(_ write: (inout [UInt8]) -> Void) -> String {
        var out: [UInt8] = []
        write(&out)
        return String(decoding: out, as: UTF8.self)
    }

    @Test func integersAsStringInit() {
        var rng = SplitMix(seed: 2)
        var values = [0, 1, 9, 10, -1, -9, -10, 99, 100, Int.max, Int.min, Int.min + 1]
        values += (0..<5_000).map { _ in Int(bitPattern: UInt(rng.next())) >> Int(rng.next() % 64) }
        for n in values { #expect(Self.bytes { JSONValue.appendInt(n, to: &$0) } == String(n)) }
    }

    @Test func doublesAsPlainSpelling() {
        #expect(Self.bytes { JSONValue.appendNumber(6.71, to: &$0) } == "6.71")
        #expect(Self.bytes { JSONValue.appendNumber(-0.0, to: &$0) } == "0.0")
        #expect(Self.bytes { JSONValue.appendNumber(120, to: &$0) } == "120.0")
        #expect(Self.bytes { JSONValue.appendNumber(-0.000001, to: &$0) } == "-0.000001")
        #expect(Self.bytes { JSONValue.appendNumber(.nan, to: &$0) } == "null")
        var rng = SplitMix(seed: 9)
        var differences: [String] = []
        for _ in 0..<20_000 {
            let x: Double
            switch rng.next() % 6 {
            case 0: x = Double(Int64(bitPattern: rng.next()) % 100_000) / 100
            case 1: x = Double(Int64(bitPattern: rng.next()) % 10_000_000) / 1_000_000
            case 2: x = Double(rng.next() % 10_000_000) / 10_000_000  // seven decimals: the old path
            case 3: x = Double(bitPattern: rng.next())  // anything, non-finite included
            case 4: x = Double(rng.next() % 2_000_000_000) + 0.5  // around 10^9
            default: x = Double(rng.next() % 1_000) / 3
            }
            let fast = Self.bytes { JSONValue.appendNumber(x, to: &$0) }
            if fast != JSONValue.number(x) { differences.append("\(x): \(fast)") }
        }
        #expect(differences == [])
    }

    /// The escaping rule character by character, as the byte loop applies it.
    static func referenceQuote(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{8}": out += "\\b"
            case "\u{C}": out += "\\f"
            case "\u{2028}": out += "\\u2028"
            case "\u{2029}": out += "\\u2029"
            case "\u{0}"..."\u{1F}", "\u{7F}":
                let hex = Array("0123456789abcdef")
                out += "\\u00" + String(hex[Int(scalar.value >> 4)]) + String(hex[Int(scalar.value & 0xF)])
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    @Test func quoteAsReference() {
        let alphabet: [Unicode.Scalar] = ["a", "Z", " ", "\"", "\\", "\n", "\u{1}", "\u{7F}", "é", "\u{2028}", "\u{2029}",
                                          "\u{2030}", "€", "😀", "<", "&", "'"]
        var rng = SplitMix(seed: 4)
        var differences: [String] = []
        for _ in 0..<5_000 {
            var s = String.UnicodeScalarView()
            for _ in 0..<Int(rng.next() % 30) {
                // Mostly plain letters, so that many strings take the no-escape copy.
                s.append(rng.next() % 3 == 0 ? alphabet[Int(rng.next() % UInt64(alphabet.count))] : "x")
            }
            let text = String(s)
            if JSONValue.quoted(text) != Self.referenceQuote(text) { differences.append(text) }
        }
        #expect(differences == [])
    }
}
