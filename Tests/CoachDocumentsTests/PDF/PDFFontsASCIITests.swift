@testable import CoachDocuments
import Testing

/// `PDFFonts.missing` answers ASCII text at once; the answer must be the one character by
/// character (`missingByCharacter`), on generated text of ASCII (controls, tabs, line ends,
/// DEL) with and without characters no font draws.
@Suite struct PDFFontsASCIITests {
    static let pieces = ["a", "Z", "9", " ", "~", "!", "\t", "\n", "\r\n", "\u{0}", "\u{1F}", "\u{7F}", "ż", "中", "🏀", "😀",
                         "\u{202E}", "\u{FE0F}", "é", "Offers"]

    @Test func asciiAsCharacterByCharacter() {
        #expect(PDFFonts.coversPrintableASCII)
        var rng = SeededBytes(seed: 49)
        var differences: [String] = []
        for _ in 0..<3_000 {
            var text = ""
            for _ in 0..<Int(rng.next() % 12) { text += Self.pieces[Int(rng.next() % UInt64(Self.pieces.count))] }
            if PDFFonts.missing(in: text) != PDFFonts.missingByCharacter(in: text) { differences.append(text.debugDescription) }
        }
        #expect(differences == [])
        #expect(PDFFonts.missing(in: "Ethan Carter\t6'1\" ~ 3.9 GPA\u{7F}") == "")
        #expect(PDFFonts.missing(in: "Go 🏀 team 🏀🔥") == "🏀🔥")
    }
}
