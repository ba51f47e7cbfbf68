import Testing
@testable import SiteGen

@Suite struct MarkdownTests {
    @Test(arguments: [
        ("<script>alert(1)</script>\n", "<!-- raw HTML omitted -->\n"),
        ("a <script>x</script> b", "<p>a <!-- raw HTML omitted -->x<!-- raw HTML omitted --> b</p>\n"),
        ("[x](javascript:alert(1))", "<p><a>x</a></p>\n"),
        ("![y](javascript:alert(1))", "<p><img alt=\"y\" /></p>\n"),
        ("a\u{1}b\u{8}c\u{1F}d\te", "<p>abcd\te</p>\n"),
        ("[x](JAVASCRIPT:alert(1))", "<p><a>x</a></p>\n"),
        ("[v](vbscript:x) [f](file:///etc/passwd)", "<p><a>v</a> <a>f</a></p>\n"),
        ("[d](data:text/html,hi)", "<p><a>d</a></p>\n"),
        ("![i](data:image/png;base64,AAAA)", "<p><img src=\"data:image/png;base64,AAAA\" alt=\"i\" /></p>\n"),
        ("<img src=x onerror=alert(1)>", "<!-- raw HTML omitted -->\n"),
        ("<javascript:alert(1)>", "<p><a>javascript:alert(1)</a></p>\n"),
        ("<https://example.com/a?b=1&c=2>",
         "<p><a href=\"https://example.com/a?b=1&amp;c=2\">https://example.com/a?b=1&amp;c=2</a></p>\n"),
        ("# Hello *world*", "<h1>Hello <em>world</em></h1>\n"),
        ("Some *em* and **strong** `code`",
         "<p>Some <em>em</em> and <strong>strong</strong> <code>code</code></p>\n"),
        ("| a | b |\n|---|---|\n| 1 | 2 |", "<p>| a | b |\n|---|---|\n| 1 | 2 |</p>\n"),
        ("Zażółć gęślą jaźń — 日本", "<p>Zażółć gęślą jaźń — 日本</p>\n"),
        ("a\"b'c<d>&e", "<p>a&quot;b'c<!-- raw HTML omitted -->&amp;e</p>\n"),
        ("", ""),
        // Images that would load from the network become links (alt text, else the address).
        ("![p](https://tracker.example/p.png)", "<p><a href=\"https://tracker.example/p.png\">p</a></p>\n"),
        ("![](HTTP://x.example/a.gif \"t\")", "<p><a href=\"HTTP://x.example/a.gif\" title=\"t\">HTTP://x.example/a.gif</a></p>\n"),
        ("![*b*](//cdn.example/b.png)", "<p><a href=\"//cdn.example/b.png\"><em>b</em></a></p>\n"),
        ("[![d](https://x.example/d.png)](https://x.example)",
         "<p><a href=\"https://x.example\"><a href=\"https://x.example/d.png\">d</a></a></p>\n"),
        ("![local](photos/me.jpg)", "<p><img src=\"photos/me.jpg\" alt=\"local\" /></p>\n"),
        // Bidi controls go before cmark sees the text.
        ("Kim \u{202E}eeL\u{2066}x\u{2069}", "<p>Kim eeLx</p>\n"),
    ])
    func html(markdown: String, expected: String) {
        #expect(Markdown.html(markdown) == expected)
    }

    @Test func remoteImagesAreFoundWithTheirPlace() {
        let md = "Intro\n\nText ![a](https://a.example/1.png) and\n![b](//b.example/2.png)\n\n- ![c](c.png) ![d](data:image/gif;base64,R0)\n"
        #expect(Markdown.remoteImages(md) == [
            Markdown.Image(url: "https://a.example/1.png", line: 3, column: 6),
            Markdown.Image(url: "//b.example/2.png", line: 4, column: 1),
        ])
        #expect(Markdown.remoteImages("no images [link](https://x.example)") == [])
        #expect(Markdown.localImages(md) == [Markdown.Image(url: "c.png", line: 6, column: 3)])
        #expect(Markdown.localImages("![a](/abs.png) ![b](#x) ![c](javascript:x) ![d](a/b:c.png) ![e](../up.png)")
                == [Markdown.Image(url: "a/b:c.png", line: 1, column: 44), Markdown.Image(url: "../up.png", line: 1, column: 60)])
    }

    @Test(arguments: [
        ("https://x", true), ("HTTP://x", true), ("ftp://x", true), ("//x", true), (" //x", true), ("\\\\x/y", true),
        ("/\\x", true), ("\t//x", true), ("x.png", false), ("/abs/x.png", false), ("data:image/png;base64,A", false),
        ("javascript:alert(1)", false), ("", false), ("a/b:c", false),
    ])
    func isRemote(url: String, expected: Bool) {
        #expect(Markdown.isRemote(url) == expected)
    }

    @Test func installedCmarkIsSafeWithoutTheFlag() {
        // cmark >= 0.29 is safe by default: options 0 (CMARK_OPT_DEFAULT) already drops these.
        #expect(Markdown.html("<script>x</script>\n[a](javascript:b)", options: 0)
            == "<!-- raw HTML omitted -->\n<p><a>a</a></p>\n")
        let parts = Markdown.libraryVersion.split(separator: ".").compactMap { Int($0) }
        #expect(parts.count == 3)
        #expect(parts.lexicographicallyPrecedes([0, 29]) == false)
    }

    @Test(arguments: [
        ("# Visit to *State*\n\nText", "Visit to State" as String?),
        ("Intro\n\n## Sub\n\n# Main `code` title", "Main code title"),
        ("Title\n=====\n", "Title"),
        ("#    \n# Second", "Second"),
        ("no heading", nil),
        ("# <b>x</b> y", "x y"),
        ("", nil),
    ])
    func firstHeading(markdown: String, expected: String?) {
        #expect(Markdown.firstHeading(markdown) == expected)
    }

    @Test func excerptDropsHeadingsCodeAndRawHTML() {
        let md = "# Title\n\nFirst *para*\nline two.\n\n```\ncode\n```\n\n- item <script>x</script>\n"
        #expect(Markdown.excerpt(md) == "First para line two. item x")
    }

    @Test func excerptCutsAtAWordBoundary() {
        #expect(Markdown.excerpt("alpha beta gamma delta", maxCharacters: 12) == "alpha beta…")
        #expect(Markdown.excerpt("abcdefghij", maxCharacters: 4) == "abcd…")
        #expect(Markdown.excerpt("short", maxCharacters: 5) == "short")
        #expect(Markdown.excerpt("") == "")
    }
}
