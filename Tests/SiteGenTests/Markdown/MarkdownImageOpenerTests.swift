import CCmark
import FileTestSupport
import Testing
@testable import SiteGen

/// `Markdown.images` skips cmark for a text with no `![`: on generated notes (images inline,
/// by reference, escaped, split by a control character `xmlSafe` drops, in code) it gives
/// exactly what parsing every text gives.
@Suite struct MarkdownImageOpenerTests {
    @Test func imagesAsParsingEveryText() {
        var random = SplitMix(seed: 0x1A6E)
        let pieces = ["word", " ", "\n", "\n\n", "!", "[", "]", "(a.png)", "![x](b.jpg)", "\\![y](c.png)", "!\u{1}[z](d.png)",
                      "![r][ref]", "\n\n[ref]: https://x.org/e.png\n", "`![c](f.png)`", "<img src=g.png>", "!\u{200E}[w](h.png)",
                      "é", "![](//host/i.png)", "[link](j.html)", "!\n[k](l.png)"]
        var withImages = 0, without = 0
        for _ in 0..<3_000 {
            let md = (0..<Int.random(in: 0...12, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            let parsed = Markdown.located(CMARK_NODE_IMAGE, in: md)
            #expect(Markdown.images(md) == parsed, "\(md.debugDescription)")
            if Markdown.hasImageOpener(Markdown.xmlSafe(md)) { withImages += 1 } else { without += 1 }
        }
        #expect(withImages > 500)
        #expect(without > 500)
        #expect(Markdown.hasImageOpener("a ![b](c)"))
        #expect(!Markdown.hasImageOpener("a ! [b](c) !"))
        #expect(Markdown.images("!\u{1}[z](d.png)") == [Markdown.Image(url: "d.png", line: 1, column: 1)])
    }
}
