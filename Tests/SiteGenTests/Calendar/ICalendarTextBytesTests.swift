import FileTestSupport
import Testing
import Widgets
@testable import SiteGen

/// `ICalendarText.escape` and `folded` on bytes against the scalar loops they replaced, on
/// generated text: every escaped character, line breaks, C0 and C1 controls, bidi controls,
/// two- to four-byte scalars on every folding boundary.
@Suite struct ICalendarTextBytesTests {
    static func referenceEscape(_ text: String) -> String {
        var out = ""
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            defer { previousWasCR = scalar == "\r" }
            switch scalar {
            case "\\": out += "\\\\"
            case ";": out += "\\;"
            case ",": out += "\\,"
            case "\r": out += "\\n"
            case "\n": if !previousWasCR { out += "\\n" }
            case "\t": out.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
                    || String.isBidiControl(scalar) { continue }
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    static func referenceFolded(_ line: String) -> String {
        var out = ""
        var octets = 0
        for scalar in line.unicodeScalars {
            let size = UTF8.width(scalar)
            if octets + size > 75 {
                out += "\r\n "
                octets = 1
            }
            out.unicodeScalars.append(scalar)
            octets += size
        }
        return out + "\r\n"
    }

    static let alphabet: [Unicode.Scalar] = ["a", "Z", " ", "\\", ";", ",", "\r", "\n", "\t", "\u{0}", "\u{1F}", "\u{7F}",
                                             "\u{80}", "\u{85}", "\u{9F}", "\u{A0}", "é", "\u{202A}", "\u{202E}", "\u{202F}",
                                             "\u{2066}", "\u{2069}", "\u{200F}", "€", "😀", "\u{10FFFF}"]

    static func text(_ rng: inout SplitMix, length: Int) -> String {
        var s = String.UnicodeScalarView()
        for _ in 0..<length {
            s.append(rng.next() % 2 == 0 ? "x" : alphabet[Int(rng.next() % UInt64(alphabet.count))])
        }
        return String(s)
    }

    @Test func escapeAsReference() {
        var rng = SplitMix(seed: 12)
        var differences: [String] = []
        for _ in 0..<5_000 {
            let t = Self.text(&rng, length: Int(rng.next() % 40))
            if ICalendarText.escape(t) != Self.referenceEscape(t) { differences.append(t) }
        }
        #expect(differences == [])
        #expect(ICalendarText.escape("Spring Showcase at Field 3") == "Spring Showcase at Field 3")
    }

    @Test func foldedAsReference() {
        var rng = SplitMix(seed: 13)
        var differences: [String] = []
        for _ in 0..<5_000 {
            let t = Self.text(&rng, length: Int(rng.next() % 260))
            // Byte-exact: `==` would take canonically equivalent text for the same.
            if Array(ICalendarText.folded(t).utf8) != Array(Self.referenceFolded(t).utf8) { differences.append(t) }
        }
        #expect(differences == [])
    }
}
