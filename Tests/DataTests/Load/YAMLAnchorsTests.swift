import Testing
@testable import SiteData

/// Aliases in user YAML are refused: a few lines expand into gigabytes ("billion laughs").
@Suite struct YAMLAnchorsTests {
    static let message = "this value is repeated by a YAML alias (*name); aliases are not allowed: write the value out in full"

    /// Nine levels of nine aliases: 9^9 ≈ 387 million copies of "lol" once expanded.
    static let bomb = """
        name: Maya
        a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]
        b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]
        c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]
        d: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]
        e: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d]
        f: &f [*e,*e,*e,*e,*e,*e,*e,*e,*e]
        g: &g [*f,*f,*f,*f,*f,*f,*f,*f,*f]
        h: &h [*g,*g,*g,*g,*g,*g,*g,*g,*g]
        bio: [*h,*h,*h,*h,*h,*h,*h,*h,*h]
        """

    @Test func athleteYmlBombIsRefusedAtTheFirstAnchor() {
        let (profile, d) = AthleteProfileLoader.load(text: Self.bomb, slug: "maya", file: "athlete.yml")
        #expect(profile == nil)
        #expect(d.items.map(\.description) == ["athlete.yml:2:4: error: " + Self.message])
    }

    @Test func aSingleAliasInSiteYmlIsRefused() {
        let (_, d) = SiteConfigLoader.load(text: "title: &t Lopez\nfooter: *t\n", file: "site.yml")
        #expect(d.items.map(\.description) == ["site.yml:1:8: error: " + Self.message])
    }

    @Test func noteFrontMatterBombIsRefusedWithLinesOfTheNote() {
        let text = "---\n" + Self.bomb.replacingOccurrences(of: "name: Maya", with: "title: x") + "\n---\nBody\n"
        let (note, d) = NotesLoader.parse(text: text, fileName: "n", file: "notes/n.md")
        #expect(note == nil)
        #expect(d.items.map(\.description) == ["notes/n.md:3:4: error: " + Self.message])
    }

    /// An anchor nobody refers to repeats nothing.
    @Test func anUnusedAnchorIsFine() {
        let (profile, d) = AthleteProfileLoader.load(text: "name: &n Maya\n", slug: "maya", file: "athlete.yml")
        #expect(d.items.isEmpty)
        #expect(profile?.name == "Maya")
    }

    @Test func documentsWithoutAnchorsAreUnchanged() {
        let (profile, d) = AthleteProfileLoader.load(text: "name: Maya\npositions: [Pitcher, \"*not an alias\"]\n",
                                                     slug: "maya", file: "athlete.yml")
        #expect(d.items.isEmpty)
        #expect(profile?.positions == ["Pitcher", "*not an alias"])
    }
}
