import FileTestSupport
import Testing
@testable import SiteData

/// `trimmingSpaces` trims what its scalar definition says, on the byte fast path and off it.
@Suite struct StringTrimmingSpacesTests {
    static func reference(_ s: String) -> String {
        func isSpace(_ c: Unicode.Scalar) -> Bool {
            c == " " || c == "\t" || c == "\r" || c == "\n" || c == "\u{A0}" || c == "\u{FEFF}"
        }
        let scalars = Array(s.unicodeScalars)
        guard let first = scalars.firstIndex(where: { !isSpace($0) }),
              let last = scalars.lastIndex(where: { !isSpace($0) }) else { return "" }
        var out = String.UnicodeScalarView()
        out.append(contentsOf: scalars[first...last])
        return String(out)
    }

    @Test func generatedCells() {
        let pieces = ["", " ", "\t", "\r\n", "\n", "\u{A0}", "\u{FEFF}", "a", "Ł", "é", "\u{1F3A5}", "\u{3000}",
                      "x y", "2026-02-10T14:30:00Z", "a long cell of more than fifteen bytes", "\u{C2}", "\u{BF}"]
        var random = SplitMix(seed: 0x7219)
        var trimmed = 0
        for _ in 0..<20_000 {
            let s = (0..<(random.next() % 5)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
            #expect(s.trimmingSpaces == Self.reference(s), "\(s.debugDescription)")
            if s.trimmingSpaces != s { trimmed += 1 }
        }
        #expect(trimmed > 1_000)
    }

    @Test(arguments: [("  a  ", "a"), ("\u{A0}é\u{FEFF}", "é"), ("\u{3000}x", "\u{3000}x"), ("", ""), (" \t\r\n", "")])
    func examples(_ s: String, _ expected: String) {
        #expect(s.trimmingSpaces == expected)
    }
}
