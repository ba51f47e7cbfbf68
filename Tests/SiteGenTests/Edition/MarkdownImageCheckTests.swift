import FileTestSupport
import Testing
@testable import SiteGen

/// `MarkdownImageCheck` lets the image look-ups skip a note only when cmark finds no image in
/// it: checked against `Markdown.images` on generated Markdown (inline, reference and shortcut
/// images, `!` and `[` apart, escaped, in code, with controls, bidi controls and non-ASCII
/// between them).
@Suite struct MarkdownImageCheckTests {
    static let pieces = ["![a](b.png)", "![x][r]", "![r]", "\n\n[r]: c.png\n", "!", "[", "]", "(d.jpg)", "\\![e](f.png)",
                         "`![g](h.png)`", "\u{1}", "\u{0}", "\u{1F}", "\t", "\n", "\r", " ", "\u{202E}", "\u{FFFE}", "é", "😀",
                         "Great game", "<img src=x.png>", "&#33;[i](j.png)", "!\u{1}[k](l.png)", "*", "    ", "\n```\n"]

    @Test func neverMissesAnImage() {
        var rng = SplitMix(seed: 45)
        var missed: [String] = []
        var skipped = 0
        for _ in 0..<5_000 {
            var text = ""
            for _ in 0..<Int(rng.next() % 10) { text += Self.pieces[Int(rng.next() % UInt64(Self.pieces.count))] }
            let may = MarkdownImageCheck.mayHoldImages(text)
            if !may { skipped += 1 }
            if !may, !Markdown.images(text).isEmpty { missed.append(text.debugDescription) }
        }
        #expect(missed == [])
        #expect(skipped > 500)
    }

    @Test func examples() {
        #expect(!MarkdownImageCheck.mayHoldImages("Great game! We won [the cup](cup.html)."))
        #expect(!MarkdownImageCheck.mayHoldImages(""))
        #expect(!MarkdownImageCheck.mayHoldImages("!\t[a](b.png)"))
        #expect(MarkdownImageCheck.mayHoldImages("![a](b.png)"))
        // A control between `!` and `[` is removed before cmark reads the text.
        #expect(MarkdownImageCheck.mayHoldImages("!\u{1}[a](b.png)"))
        #expect(Markdown.images("!\u{1}[a](b.png)").map(\.url) == ["b.png"])
        #expect(MarkdownImageCheck.mayHoldImages("!\u{202E}[a](b.png)"))
        #expect(Markdown.images("!\u{202E}[a](b.png)").map(\.url) == ["b.png"])
    }
}
