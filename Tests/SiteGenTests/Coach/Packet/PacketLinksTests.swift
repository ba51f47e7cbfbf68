import Testing
@testable import SiteGen

@Suite struct PacketLinksTests {
    @Test(arguments: [
        ("index.html", "a/b.html", "a/b.html"),
        ("a/b/index.html", "../../index.html#notes", "index.html"),
        ("a/b/index.html", "../c.csv?x=1", "a/c.csv"),
        ("a/b/index.html", "./x%20y.png", "a/b/x y.png"),
        ("index.html", "../outside.html", ""),
        ("index.html", "/etc/passwd", ""),
        ("index.html", "notes/", ""),
    ])
    func resolvesRelativeLinks(page: String, link: String, target: String) {
        #expect(PacketLinks.resolve(link, from: page) == target)
    }

    @Test(arguments: ["https://example.com/a", "mailto:a@b.c", "tel:+1", "#main", "//cdn.example.com/x.js", "", "javascript:alert(1)"])
    func ignoresNonRelativeLinks(link: String) {
        #expect(PacketLinks.resolve(link, from: "a/index.html") == nil)
    }

    @Test func readsAttributesOfTagsOnly() {
        let html = ##"<a href="x.html">t</a> <p>&lt;a href="y.html"&gt; href="z.html"</p><!-- <img src="c.png"> --><img alt='>' src='d.png'/><svg><use xlink:href="#i"/></svg><link rel=stylesheet href=e.css>"##
        #expect(PacketLinks.links(inHTML: html) == ["x.html", "d.png", "#i", "e.css"])
        #expect(PacketLinks.links(inHTML: #"<a href="a.html?x=1&amp;y=2">"#) == ["a.html?x=1&y=2"])
    }

    /// Text before, between and after tags is skipped whole; a page that ends inside a comment,
    /// on a lone `<`, or on `<!-` ends there.
    @Test(arguments: [
        ("", [String]()),
        ("no tags at all", []),
        ("text < 3 and 4 > 2 <a href=a.html>", ["a.html"]),
        ("<a href=x.html><!-- <a href=y.html> never closed", ["x.html"]),
        ("<a href=x.html><!- <a href=y.html>", ["x.html", "y.html"]),
        ("<a href=x.html><!--> <a href=y.html> -->", ["x.html"]),
        ("é ż 😀 <img src=\"ż.png\">tail <", ["ż.png"]),
        ("<", []),
    ])
    func skipsTextBetweenTags(html: String, links: [String]) {
        #expect(PacketLinks.links(inHTML: html) == links)
    }

    @Test func reportsBrokenLinksPerPage() {
        let files: [String: [UInt8]] = [
            "index.html": Array(#"<a href="k/p/index.html">p</a><a href="k/schools/index.html">s</a>"#.utf8),
            "k/p/index.html": Array(#"<link href="../../assets/style.css"><a href="../../index.html">back</a>"#.utf8),
            "assets/style.css": [],
        ]
        #expect(PacketLinks.broken(in: files).map(\.description) == [#"index.html: link "k/schools/index.html" points outside the packet"#])
    }
}
