import FileTestSupport
import Testing
@testable import SiteData

@Suite struct SlugASCIIReservedTests {
    /// The byte rule for ASCII names answers as the Characters' rule: every device name in
    /// mixed case, with extensions, trailing spaces and dots, near misses, CRLF and other
    /// controls, and 20,000 generated names.
    @Test func asciiRuleIsTheCharactersRule() {
        var names = ["", " ", ".", "con", "CON", "Con.txt", "con .md", "con  ", "con.", "aux", "nul", "prn", "conx",
                     "co", "com", "com0", "COM9", "com10", "lpt5", "LPT5.tar.gz", "lpt", "lpta", "com5 ", "com5 .x",
                     "x.con", " con", "con\r\n", "con\r\n.md", "nul\t", "a", "school-7", "ana-diaz", "aux-1"]
        var rng = SplitMix(seed: 7)
        let alphabet = Array("cCoOnNpPrRuUxXlLtTaAmM0123456789 .-\r\n\t".utf8)
        for _ in 0..<20_000 {
            let length = Int(rng.next() % 8)
            names.append(String(decoding: (0..<length).map { _ in alphabet[Int(rng.next() % UInt64(alphabet.count))] }, as: UTF8.self))
        }
        for name in names {
            #expect(Slug.isWindowsReserved(name) == Slug.isWindowsReservedByCharacters(name), "\(name.debugDescription)")
        }
        #expect(Slug.isWindowsReserved("Com7.md") && !Slug.isWindowsReserved("com7x") && Slug.isWindowsReserved("com\u{B9}"))
    }
}
