import Testing
@testable import SiteGen

/// The excerpt's whitespace collapse works on Unicode scalars; it must give exactly what
/// splitting into Characters gives, including where a whitespace scalar shares a Character
/// with a mark next to it.
@Suite struct MarkdownCollapseTests {
    static func characterSplit(_ text: String) -> String {
        text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    @Test(arguments: [
        ("  alpha \t beta\n\ngamma  ", "alpha beta gamma"),
        ("Łódź  żółć\r\nźdźbło", "Łódź żółć źdźbło"),
        ("a\u{00A0}b\u{3000}c\u{2028}d\u{85}e", "a b c d e"),
        ("🎓 🏟️  ok", "🎓 🏟️ ok"),
        // A combining mark right after a space joins the space's Character, which is dropped.
        ("a \u{301}b", "a b"),
        // A prepended mark before a space takes the space into its Character: no split there.
        ("a\u{600} b", "a\u{600} b"),
        ("x \u{200D}y", "x y"),
        ("", ""),
        (" \n\t ", ""),
        ("e\u{301} f", "e\u{301} f"),
    ])
    func collapseMatchesTheCharacterSplit(input: String, expected: String) {
        #expect(Markdown.collapse(input) == expected)
        #expect(Markdown.collapse(input) == Self.characterSplit(input))
    }

    @Test func theScalarPathStepsAsideWhereAMarkTouchesWhitespace() {
        #expect(Markdown.collapseScalars("a \u{301}b") == nil)
        #expect(Markdown.collapseScalars("a\u{600} b") == nil)
        #expect(Markdown.collapseScalars("Łódź  żółć") == "Łódź żółć")
        #expect(Markdown.collapseScalars("e\u{301} f") == "e\u{301} f")
    }

    /// Dashes, emoji, accented and CJK letters next to spaces stay on the scalar path (they used
    /// to send whole excerpts to the Character split).
    @Test(arguments: ["Visit — Ohio State", "Great day 🎉 at camp", "Łódź 北京 ok", "a\u{2019} b", "👍🏽 yes"])
    func commonTextStaysOnTheScalarPath(input: String) {
        #expect(Markdown.collapseScalars(input) == Self.characterSplit(input))
    }

    /// Random strings from scalars that touch every rule (spaces, controls, marks, joiners,
    /// emoji and modifiers, prepended marks, letters): the scalar path, where it answers,
    /// equals the Character split, and `collapse` always does.
    @Test func randomTextMatchesTheCharacterSplit() {
        let pool: [Unicode.Scalar] = [" ", "\t", "\n", "\r", "\u{85}", "\u{A0}", "\u{2028}", "\u{3000}", "a", "Z", "ł",
                                      "\u{301}", "\u{903}", "\u{20DD}", "\u{200D}", "\u{200C}", "\u{FE0F}", "\u{1F3FD}",
                                      "\u{1F44D}", "\u{1F1F5}", "\u{600}", "\u{6DD}", "\u{D4E}", "\u{110BD}", "—", "北", "\u{AD}"]
        var seed: UInt64 = 0x9E3779B97F4A7C15
        var onScalarPath = 0
        for _ in 0..<20_000 {
            var text = String.UnicodeScalarView()
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            for _ in 0..<Int(seed >> 60) + 1 {
                seed = seed &* 6364136223846793005 &+ 1442695040888963407
                text.append(pool[Int(seed >> 33) % pool.count])
            }
            let s = String(text)
            if let fast = Markdown.collapseScalars(s) {
                onScalarPath += 1
                #expect(fast == Self.characterSplit(s), "\(s.unicodeScalars.map { String($0.value, radix: 16) })")
            }
            #expect(Markdown.collapse(s) == Self.characterSplit(s))
        }
        #expect(onScalarPath > 5_000)
    }

    /// The byte path for ASCII text: the same excerpt as the Character split for every limit,
    /// whatever the whitespace (CR LF, vertical tab, form feed) and controls; nil only when a
    /// byte before the stop is not ASCII.
    @Test func asciiExcerptsMatchTheCharacterSplit() {
        let pool: [UInt8] = Array(" \t\n\r\u{0B}\u{0C}abcXYZ.-".utf8) + [0x00, 0x1C, 0x1F, 0x7F]
        var seed: UInt64 = 0x2545F4914F6CDD1D
        for _ in 0..<5_000 {
            var bytes: [UInt8] = []
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            for _ in 0..<Int(seed >> 58) + 1 {
                seed = seed &* 6364136223846793005 &+ 1442695040888963407
                bytes.append(pool[Int(seed >> 33) % pool.count])
            }
            let s = String(decoding: bytes, as: UTF8.self)
            let full = Self.characterSplit(s)
            #expect(Markdown.collapseASCII(s, upTo: Int.max) == full)
            for limit in [0, 1, 2, 5, 13, 40] {
                #expect(Markdown.truncate(Markdown.collapseASCII(s, upTo: limit + 1)!, to: limit) == Markdown.truncate(full, to: limit),
                        "\(bytes) \(limit)")
            }
        }
        #expect(Markdown.collapseASCII("ab é", upTo: 10) == nil)
        #expect(Markdown.collapseASCII("ab  cd é", upTo: 4) == "ab c")
        #expect(Markdown.excerpt("Hello   world.\n\nSecond  paragraph here.", maxCharacters: 20) == "Hello world. Second…")
    }

    /// The excerpt reads paragraphs only until it has enough text: for notes of many short and
    /// long paragraphs (accents, combining marks, emoji, CJK, blank-only lines), at every limit,
    /// it is exactly the excerpt of every paragraph's text.
    @Test func excerptStopsEarlyWithTheSameResult() {
        let words = ["alpha", "żółć", "e\u{301}", "—", "😀👍🏽", "中文", "  ", "x", "Ω", "end.", "\t", "a\u{300}\u{301}", "**b**", "`c d`"]
        var seed: UInt64 = 0x9E3779B97F4A7C15
        func next(_ n: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int(seed >> 33) % n
        }
        var long = 0
        for _ in 0..<400 {
            let paragraphs = (0..<(next(12) + 1)).map { _ in (0..<(next(30) + 1)).map { _ in words[next(words.count)] }.joined(separator: " ") }
            let md = paragraphs.joined(separator: "\n\n")
            for limit in [1, 5, 20, 60, 160] {
                #expect(Markdown.excerpt(md, maxCharacters: limit) == ExcerptOracle.everyParagraph(md, limit), "\(md.debugDescription) \(limit)")
            }
            if md.utf8.count > 400 { long += 1 }
        }
        #expect(long > 100)
    }

    @Test func truncateCountsCharactersNotBytes() {
        #expect(Markdown.truncate("żółć", to: 4) == "żółć")
        #expect(Markdown.truncate("żółć gęś", to: 6) == "żółć…")
        #expect(Markdown.truncate("e\u{301}e\u{301}", to: 2) == "e\u{301}e\u{301}")
        #expect(Markdown.truncate("abc", to: 3) == "abc")
        #expect(Markdown.truncate("abcd", to: 3) == "abc…")
    }
}
