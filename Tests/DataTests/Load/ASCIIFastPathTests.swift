import Foundation
import Testing
@testable import SiteData

/// The ASCII fast paths give what the general (Foundation, Unicode) paths give, on every
/// ASCII character and on the strings a site is made of.
@Suite struct ASCIIFastPathTests {
    /// Every printable and control ASCII character alone, beside a letter, and doubled, plus
    /// names, file names, links and odd spacing.
    static let samples: [String] = {
        var out = ["", " ", "Ohio State University", "  St. Mary's (CA)!  ", "2026-03-01-Campus-Visit.md",
                   "../notes/2026-03-01-visit/index.html", "\tUNIV\u{0B}of\u{0C}Iowa\r\n", "A--B__c  d", "CON",
                   String(repeating: "Abc ", count: 30), "x\u{1C}y\u{1F}z", "https://example.com/a b"]
        for b in UInt8(0)..<0x80 {
            let c = String(decoding: [b], as: UTF8.self)
            out += [c, "a" + c + "Z", c + c, c + "q" + c]
        }
        return out
    }()

    @Test func samplesAreASCII() {
        #expect(Self.samples.allSatisfy { $0.isPlainASCII })
        #expect(!"Łódź".isPlainASCII)
        #expect(!"a\u{A0}".isPlainASCII)
    }

    @Test func slugifyMatchesTheFoldingPath() {
        for s in Self.samples { #expect(Slug.slugify(s) == Slug.slugifyFolding(s), "\(s.debugDescription)") }
    }

    @Test func foldMatchesTheUnicodePath() {
        for s in Self.samples { #expect(ReferenceNames.foldASCII(s) == ReferenceNames.foldUnicode(s), "\(s.debugDescription)") }
    }

    @Test(arguments: ["  a  ", "\u{A0}a\u{2028}", "a\u{85}", "\u{3000}x", "x\n", "\tx", "x", "", "a b", "é "])
    func trimmingMatchesFoundation(s: String) {
        #expect(s.trimmingWhitespaceAndNewlines == s.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    @Test func trimmingMatchesFoundationOnEverySample() {
        for s in Self.samples {
            #expect(s.trimmingWhitespaceAndNewlines == s.trimmingCharacters(in: .whitespacesAndNewlines), "\(s.debugDescription)")
        }
    }
}
