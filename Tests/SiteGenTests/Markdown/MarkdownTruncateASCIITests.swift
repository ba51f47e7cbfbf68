import FileTestSupport
import Testing
@testable import SiteGen

/// The excerpt's byte path for ASCII text (`truncateASCII`, and the count on bytes) against
/// the Character path it replaces, on generated text.
@Suite struct MarkdownTruncateASCIITests {
    /// Collapsed ASCII text (words and single spaces, none at either end), cut at every limit:
    /// the same as `truncate`.
    @Test func cutsAsTruncateDoes() {
        var random = SplitMix(seed: 0x7A11)
        let words = ["a", "ab", "Rice", "visit.", "&", "<b>", "\"q\"", "x-y", "1,5", "longerwordthanmost"]
        var cut = 0
        for _ in 0..<3_000 {
            let text = (0..<Int.random(in: 0...12, using: &random)).map { _ in words.randomElement(using: &random)! }
                .joined(separator: " ")
            for limit in [0, 1, 2, 3, 5, 8, 20, 160] {
                #expect(Markdown.truncateASCII(text, to: limit) == Markdown.truncate(text, to: limit), "\(text) \(limit)")
                if text.utf8.count > limit { cut += 1 }
            }
        }
        #expect(cut > 5_000)
        #expect(Markdown.truncateASCII("ab cd", to: 4) == "ab…")
        #expect(Markdown.truncateASCII(" abcd", to: 3) == " ab…")
        #expect(Markdown.truncateASCII("abcdef", to: 3) == "abc…")
        #expect(Markdown.truncateASCII("abc", to: 3) == "abc")
    }

    /// ASCII notes of many paragraphs (markup, entities, blank lines), at every limit: the
    /// excerpt is the Character path's excerpt of every paragraph's text.
    @Test func asciiExcerptsMatchTheCharacterPath() {
        var random = SplitMix(seed: 0xE8C3)
        let words = ["alpha", "x", "end.", "**b**", "`c d`", "&amp;", "<i>", "a\tb", "  ", "Rice's", "[l](https://x)"]
        for _ in 0..<400 {
            let md = (0..<Int.random(in: 1...10, using: &random)).map { _ in
                (0..<Int.random(in: 1...30, using: &random)).map { _ in words.randomElement(using: &random)! }.joined(separator: " ")
            }.joined(separator: "\n\n")
            for limit in [1, 5, 20, 60, 160] {
                #expect(Markdown.excerpt(md, maxCharacters: limit) == ExcerptOracle.everyParagraph(md, limit), "\(md.debugDescription) \(limit)")
            }
        }
    }
}
