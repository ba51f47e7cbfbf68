import Testing
@testable import Widgets

@Suite struct EscapingTests {
    @Test func textEscapesMarkupCharacters() {
        #expect("a < b && c > \"d\" 'e'".escapedText == "a &lt; b &amp;&amp; c &gt; \"d\" 'e'")
    }

    @Test func attributeEscapesQuotesToo() {
        #expect("\"><svg onload=x>'".escapedAttribute == "&quot;&gt;&lt;svg onload=x&gt;&#39;")
        #expect("a\nb\tc".escapedAttribute == "a&#10;b&#9;c")
    }

    @Test func svgTextFlattensLineBreaks() {
        #expect("one\ntwo\tthree</text>".escapedSVGText == "one two three&lt;/text&gt;")
    }

    @Test func controlCharactersAndNoncharactersAreDropped() {
        #expect("a\u{0}b\u{1B}c\u{FFFE}d\u{FFFF}é".escapedText == "abcdé")
        #expect("\u{7}x".escapedAttribute == "x")
    }

    @Test func bidiControlsAreDroppedInEveryContext() {
        // "Kim <RLO>eeL" would show the rest of the line reversed; every embedding, override
        // and isolate control goes, the marks stay.
        let name = "Kim\u{202E}eeL\u{202A}\u{202B}\u{202C}\u{202D}\u{2066}\u{2067}\u{2068}\u{2069}!"
        #expect(name.escapedText == "KimeeL!")
        #expect(name.escapedAttribute == "KimeeL!")
        #expect(name.escapedSVGText == "KimeeL!")
        #expect("\u{202E}".escapedText == "")
        #expect("a\u{200E}b\u{200F}c\u{061C}d".escapedText == "a\u{200E}b\u{200F}c\u{061C}d")
        // Neighbours in the same UTF-8 lead bytes pass: U+2029, U+202F, U+2065, U+206A, U+2010.
        #expect("\u{2029}\u{202F}\u{2065}\u{206A}\u{2010}".escapedText == "\u{2029}\u{202F}\u{2065}\u{206A}\u{2010}")
        #expect("x\u{2067}y\u{2069}".withoutBidiControls == "xy")
    }

    /// Every scalar up to U+2100 and the dropped ones above it, alone and between letters, in
    /// attribute context: what the escaper skips quickly must be exactly what needs nothing.
    @Test func everyScalarIsEscapedOrKeptOrDroppedAsSpecified() {
        func expected(_ scalar: Unicode.Scalar) -> String {
            switch scalar.value {
            case 0x26: return "&amp;"
            case 0x3C: return "&lt;"
            case 0x3E: return "&gt;"
            case 0x22: return "&quot;"
            case 0x27: return "&#39;"
            case 0x09: return "&#9;"
            case 0x0A: return "&#10;"
            case 0x0D: return "&#13;"
            case 0x00..<0x20, 0xFFFE, 0xFFFF, 0x202A...0x202E, 0x2066...0x2069: return ""
            default: return String(scalar)
            }
        }
        let values = Array(0...0x2100) + Array(0x2066...0x206A) + [0xFFFD, 0xFFFE, 0xFFFF, 0x1F393]
        for scalar in values.compactMap(Unicode.Scalar.init) {
            let s = String(scalar)
            #expect(("a" + s + "b").escapedAttribute == "a" + expected(scalar) + "b", "U+\(String(scalar.value, radix: 16))")
        }
    }

    /// What the escaping rule writes for `scalar` in text (`quotes` false), in an attribute, or
    /// in SVG text (`flatten`).
    static func expected(_ scalar: Unicode.Scalar, quotes: Bool, flatten: Bool) -> String {
        switch scalar.value {
        case 0x26: return "&amp;"
        case 0x3C: return "&lt;"
        case 0x3E: return "&gt;"
        case 0x22: return quotes ? "&quot;" : "\""
        case 0x27: return quotes ? "&#39;" : "'"
        case 0x09, 0x0A, 0x0D: return flatten ? " " : quotes ? "&#\(scalar.value);" : String(scalar)
        case 0x00..<0x20, 0xFFFE, 0xFFFF, 0x202A...0x202E, 0x2066...0x2069: return ""
        default: return String(scalar)
        }
    }

    /// The same at every position of a longer text, so the eight-bytes-at-a-time path meets
    /// each scalar at every offset of a word, in text, attribute and SVG text context.
    @Test func everyScalarAtEveryOffsetOfALongText() {
        let filler = "abcdefghijklmnopqrstuvwxyz0123456789"
        let values = Array(0...0x80) + [0xA0, 0x17F, 0x2028, 0x202A, 0x202E, 0x2066, 0x2069, 0x206A, 0xFFFD, 0xFFFE, 0xFFFF, 0x1F393]
        for scalar in values.compactMap(Unicode.Scalar.init) {
            for offset in 0..<17 {
                let before = String(filler.prefix(offset)), after = String(filler.dropFirst(offset).prefix(20))
                let s = before + String(scalar) + after
                let where_ = "U+\(String(scalar.value, radix: 16)) at \(offset)"
                #expect(s.escapedText == before + Self.expected(scalar, quotes: false, flatten: false) + after, "\(where_)")
                #expect(s.escapedAttribute == before + Self.expected(scalar, quotes: true, flatten: false) + after, "\(where_)")
                #expect(s.escapedSVGText == before + Self.expected(scalar, quotes: false, flatten: true) + after, "\(where_)")
            }
        }
    }

    /// Short texts, every length from 1 to 17 (shorter than a word, one word and a tail, two
    /// words), with each scalar at each position: the word-at-a-time check and the byte path
    /// agree with the rule in every context.
    @Test func everyScalarInShortTextsOfEveryLength() {
        let filler = Array("abcdefghijklmnopq")
        let values = Array(0...0x80) + [0xA0, 0x202A, 0x2069, 0xFFFE, 0x1F393]
        for scalar in values.compactMap(Unicode.Scalar.init) {
            for length in 1...17 {
                for position in 0..<length {
                    let before = String(filler[..<position]), after = String(filler[(position + 1)..<length])
                    let s = before + String(scalar) + after
                    let where_ = "U+\(String(scalar.value, radix: 16)) at \(position) of \(length)"
                    #expect(s.escapedText == before + Self.expected(scalar, quotes: false, flatten: false) + after, "\(where_)")
                    #expect(s.escapedAttribute == before + Self.expected(scalar, quotes: true, flatten: false) + after, "\(where_)")
                    #expect(s.escapedSVGText == before + Self.expected(scalar, quotes: false, flatten: true) + after, "\(where_)")
                }
            }
        }
    }

    /// The word test itself, on words with one special byte in each position, in text and in
    /// attribute context.
    @Test func aWordIsPlainOnlyWithoutSpecialBytes() {
        func word(_ bytes: [UInt8]) -> UInt64 { bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) } }
        #expect(MarkupBuffer.isPlain(word(Array("abcdefgh".utf8)), quotes: true))
        // Needs something anywhere; `"` and `'` only in an attribute.
        let always: [UInt8] = Array(0...0x1F) + [0x26, 0x3C, 0x3E, 0xE2, 0xEF]
        for special in always + [0x22, 0x27] {
            for position in 0..<8 {
                var bytes = Array("abcdefgh".utf8)
                bytes[position] = special
                #expect(!MarkupBuffer.isPlain(word(bytes), quotes: true), "\(special) at \(position)")
                #expect(MarkupBuffer.isPlain(word(bytes), quotes: false) == !always.contains(special), "\(special) at \(position)")
            }
        }
        // Every other byte, alone or filling the word, next to plain letters or to a 0xC3.
        for plain in (UInt8(0)...0xFF) where !always.contains(plain) && plain != 0x22 && plain != 0x27 {
            #expect(MarkupBuffer.isPlain(UInt64(plain) * 0x0101_0101_0101_0101, quotes: true), "\(plain)")
            for position in 0..<8 {
                var bytes: [UInt8] = [0x61, 0xC3, 0xA9, 0x20, 0x7F, 0x80, 0xFF, 0x21]
                bytes[position] = plain
                #expect(MarkupBuffer.isPlain(word(bytes), quotes: true), "\(plain) at \(position)")
            }
        }
    }

    @Test func nonASCIIPassesUnchanged() {
        #expect("Zażółć gęślą jaźń 東京 🏈".escapedText == "Zażółć gęślą jaźń 東京 🏈")
    }

    @Test(arguments: [
        ("https://example.com/a?b=1", "https://example.com/a?b=1"),
        ("http://x.org", "http://x.org"),
        ("mailto:coach@school.edu", "mailto:coach@school.edu"),
        ("tel:+48123456789", "tel:+48123456789"),
        ("../reports/index.html", "../reports/index.html"),
        ("schools/a:b/index.html", "schools/a:b/index.html"),
        ("#top", "#top"),
        ("?q=1:2", "?q=1:2"),
        ("HTTPS://EXAMPLE.COM", "HTTPS://EXAMPLE.COM"),
        ("javascript:alert(1)", "#"),
        ("JaVaScRiPt:alert(1)", "#"),
        (" \u{1}javascript:alert(1)", "#"),
        ("java\nscript:alert(1)", "#"),
        ("java\tscript:alert(1)", "#"),
        ("data:text/html,<script>", "#"),
        ("vbscript:msgbox", "#"),
        ("ftp://files", "#"),
        // Near misses of the kept schemes, which are compared as packed bytes plus length.
        ("http\u{0}:x", "#"),
        ("\u{0}http:x", "\u{0}http:x"),
        ("htt:x", "#"),
        ("httpss://x", "#"),
        ("mailtox:a@b", "#"),
        ("te:1", "#"),
        ("TEL:+1", "TEL:+1"),
        ("MailTo:a@b", "MailTo:a@b"),
        ("https\u{301}://x", "#"),
        ("ĥttp://x", "#"),
        ("h ttp://x", "#"),
        (":x", "#"),
    ])
    func urlsOutsideTheAllowListBecomeInert(input: String, expected: String) {
        #expect(input.sanitizedURL == expected)
    }
}
