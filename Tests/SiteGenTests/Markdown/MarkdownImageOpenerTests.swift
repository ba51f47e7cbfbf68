import CCmark
import FileTestSupport
import Testing
@testable import SiteGen

/// `Markdown.images` skips cmark for a text that cannot hold an image (`mayHoldImages`): on
/// generated notes (images inline, by reference, shortcut, escaped, split by a control or bidi
/// character `xmlSafe` drops, in code, non-ASCII between `!` and `[`) it gives exactly what
/// parsing every text gives, and the check never skips a text cmark finds an image in.
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
            if Markdown.mayHoldImages(md) { withImages += 1 } else { without += 1 }
        }
        #expect(withImages > 500)
        #expect(without > 500)
    }

    static let pieces = ["![a](b.png)", "![x][r]", "![r]", "\n\n[r]: c.png\n", "!", "[", "]", "(d.jpg)", "\\![e](f.png)",
                         "`![g](h.png)`", "\u{1}", "\u{0}", "\u{1F}", "\t", "\n", "\r", " ", "\u{202E}", "\u{FFFE}", "é", "😀",
                         "Great game", "<img src=x.png>", "&#33;[i](j.png)", "!\u{1}[k](l.png)", "*", "    ", "\n```\n"]

    @Test func neverSkipsATextWithAnImage() {
        var rng = SplitMix(seed: 45)
        var missed: [String] = []
        var skipped = 0
        for _ in 0..<5_000 {
            var text = ""
            for _ in 0..<Int(rng.next() % 10) { text += Self.pieces[Int(rng.next() % UInt64(Self.pieces.count))] }
            let may = Markdown.mayHoldImages(text)
            if !may { skipped += 1 }
            if !may, !Markdown.located(CMARK_NODE_IMAGE, in: text).isEmpty { missed.append(text.debugDescription) }
        }
        #expect(missed == [])
        #expect(skipped > 500)
    }

    @Test func examples() {
        #expect(!Markdown.mayHoldImages("Great game! We won [the cup](cup.html)."))
        #expect(!Markdown.mayHoldImages(""))
        #expect(!Markdown.mayHoldImages("a ! [b](c) !"))
        #expect(!Markdown.mayHoldImages("!\t[a](b.png)"))
        #expect(Markdown.mayHoldImages("a ![b](c)"))
        // A control or bidi character between `!` and `[` is removed before cmark reads the text.
        #expect(Markdown.mayHoldImages("!\u{1}[a](b.png)"))
        #expect(Markdown.images("!\u{1}[z](d.png)") == [Markdown.Image(url: "d.png", line: 1, column: 1)])
        #expect(Markdown.mayHoldImages("!\u{202E}[a](b.png)"))
        #expect(Markdown.images("!\u{202E}[a](b.png)").map(\.url) == ["b.png"])
    }
}
