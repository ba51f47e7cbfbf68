import Testing
@testable import SiteGen

/// What cmark is given: controls other than tab and line ends, U+FFFE/U+FFFF and bidi controls
/// removed; everything else as it was (the ASCII text most notes are is returned untouched).
@Suite struct MarkdownXMLSafeTests {
    @Test(arguments: [
        ("plain ASCII, tab\tand CR LF\r\n", "plain ASCII, tab\tand CR LF\r\n"),
        ("a\u{1}b\u{1F}c\u{0}", "abc"),
        ("del \u{7F} stays", "del \u{7F} stays"),
        ("żółć — 😀", "żółć — 😀"),
        ("x\u{202E}y\u{2066}z", "xyz"),
        ("\u{FFFE}w\u{FFFF}", "w"),
        ("é\u{1}", "é"),
        ("", ""),
    ])
    func removesOnlyWhatXMLAndTheReaderRefuse(text: String, safe: String) {
        #expect(Markdown.xmlSafe(text) == safe)
    }

    /// Random texts from a pool of every kind of character: the same as filtering scalar by scalar.
    @Test func sameAsTheScalarFilter() {
        let pool: [Unicode.Scalar] = ["a", "Z", " ", "\t", "\n", "\r", "\u{0}", "\u{8}", "\u{1F}", "\u{7F}", "\u{80}", "é",
                                      "\u{202E}", "\u{200F}", "\u{FFFE}", "\u{FFFF}", "😀", "中"]
        var seed: UInt64 = 0x243F6A8885A308D3
        for _ in 0..<2_000 {
            var scalars = String.UnicodeScalarView()
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            for _ in 0..<Int(seed >> 59) {
                seed = seed &* 6364136223846793005 &+ 1442695040888963407
                scalars.append(pool[Int(seed >> 33) % pool.count])
            }
            let text = String(scalars)
            let expected = String(String.UnicodeScalarView(text.unicodeScalars.filter { s in
                switch s.value {
                case 0x9, 0xA, 0xD: true
                case 0x0...0x1F, 0xFFFE, 0xFFFF: false
                default: !String.isBidiControl(s)
                }
            }))
            #expect(Markdown.xmlSafe(text) == expected)
        }
    }
}
