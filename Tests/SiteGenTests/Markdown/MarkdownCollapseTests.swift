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

    @Test func truncateCountsCharactersNotBytes() {
        #expect(Markdown.truncate("żółć", to: 4) == "żółć")
        #expect(Markdown.truncate("żółć gęś", to: 6) == "żółć…")
        #expect(Markdown.truncate("e\u{301}e\u{301}", to: 2) == "e\u{301}e\u{301}")
        #expect(Markdown.truncate("abc", to: 3) == "abc")
        #expect(Markdown.truncate("abcd", to: 3) == "abc…")
    }
}
