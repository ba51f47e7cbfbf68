import FileTestSupport
import Testing
@testable import SiteGen

/// `PacketLinks.resolve` reads ASCII links as bytes (`resolveASCII`); it must name the same
/// packet path (or none) as the reading by characters it replaced, `resolveByCharacters`, on
/// generated links: schemes, `//`, fragments, queries, `.` and `..`, empty names, white space
/// and controls at either end, `%` escapes, CR LF, non-ASCII and combining marks (those two
/// and `%` take the former path).
@Suite struct PacketLinksBytesTests {
    static let pieces = ["a", "b.html", "notes", "/", "/", "//", ".", "..", "./", "../", "?", "#", ":", "x:", "mailto:",
                         "https://", "%20", "%zz", " ", "\t", "\n", "\r\n", "\u{0B}", "\u{0C}", "\u{1}", "\u{7F}", "&",
                         "é", "ż.png", "\u{301}", "\u{85}", "\u{A0}", "😀", "index.html", "k", "=", "''"]
    static let pages = ["index.html", "a/index.html", "a/b/index.html", "k/p/notes/x.html", "a//b/c.html", "/x.html",
                        "", "é/index.html", "a/b/"]

    static func link(_ rng: inout SplitMix) -> String {
        var s = ""
        for _ in 0..<Int(rng.next() % 9) { s += pieces[Int(rng.next() % UInt64(pieces.count))] }
        return s
    }

    @Test func bytesAgreeWithCharacters() {
        var rng = SplitMix(seed: 44)
        var differences: [String] = []
        var fast = 0
        for _ in 0..<20_000 {
            let link = Self.link(&rng), page = Self.pages[Int(rng.next() % UInt64(Self.pages.count))]
            let expected = PacketLinks.resolveByCharacters(link, from: page)
            if let bytes = PacketLinks.resolveASCII(link, from: page) {
                fast += 1
                if bytes != expected { differences.append("\(page) \(link.debugDescription)") }
            }
            if PacketLinks.resolve(link, from: page) != expected { differences.append("resolve: \(page) \(link.debugDescription)") }
        }
        #expect(differences == [])
        // Most generated links are plain ASCII: the byte path is the one checked.
        #expect(fast > 5_000)
    }

    @Test(arguments: [
        ("a/b/index.html", "../c.csv?x=1", "a/c.csv"),
        ("a/b/index.html", " \t../../index.html#notes\r\n", "index.html"),
        ("a//b/index.html", "c.html", "a/b/c.html"),
        ("index.html", "?x", "index.html"),
        ("index.html", "a/./b.html", "a/b.html"),
        ("index.html", "a/..", ""),  // the packet root: no file
        ("index.html", "/a", ""),
        ("index.html", "a:b", nil),
        ("index.html", "a/b:c", "a/b:c"),
    ] as [(String, String, String?)])
    func asciiLinks(page: String, link: String, target: String?) {
        #expect(PacketLinks.resolveASCII(link, from: page) == .some(target))
    }

    @Test func otherLinksTakeTheCharacterPath() {
        #expect(PacketLinks.resolveASCII("x%20y.png", from: "index.html") == nil)
        #expect(PacketLinks.resolveASCII("ż.png", from: "index.html") == nil)
        #expect(PacketLinks.resolveASCII("a.png", from: "é/index.html") == nil)
        #expect(PacketLinks.resolve("x%20y.png", from: "a/index.html") == "a/x y.png")
    }

    /// Values without `&` are not decoded; with it, as before.
    @Test func entitiesInValues() {
        #expect(PacketLinks.links(inHTML: #"<a href="a.html?x=1&amp;y=&quot;2&quot;&#39;&lt;&gt;"><img src=b&c.png>"#)
            == ["a.html?x=1&y=\"2\"'<>", "b&c.png"])
    }
}
