import Testing
@testable import SiteData

@Suite struct SlugTests {
    @Test(arguments: ["maya-lopez", "a", "a1-2b", String(repeating: "a", count: 64)])
    func validAthleteSlugs(s: String) { #expect(Slug.isValidAthleteSlug(s)) }

    @Test(arguments: ["", "Maya", "maya_lopez", "-a", "a-", "a--b", "maya lopez", "łódź", String(repeating: "a", count: 65)])
    func invalidAthleteSlugs(s: String) { #expect(!Slug.isValidAthleteSlug(s)) }

    @Test(arguments: [
        ("Ohio State University", "ohio-state-university"),
        ("Łódź University of Technology", "lodz-university-of-technology"),
        ("  St. Mary's (CA)!  ", "st-mary-s-ca"),
        ("Université de Montréal", "universite-de-montreal"),
        ("Straße Æsir Ørsted", "strasse-aesir-orsted"),
        ("東京大学", "s-7"),
        ("!!!", "s-7"),
    ])
    func make(name: String, slug: String) {
        #expect(Slug.make(from: name, fallback: "S 7") == slug)
    }

    @Test func capsAt64() {
        let s = Slug.make(from: String(repeating: "ab ", count: 40), fallback: "x")
        #expect(s.count == 64 && s.hasSuffix("ab-a") && Slug.isValidAthleteSlug(s))
    }

    @Test func allocatorResolvesCollisions() {
        var a = SlugAllocator()
        #expect(a.allocate("Ohio State", fallback: "1") == "ohio-state")
        #expect(a.allocate("ohio state", fallback: "2") == "ohio-state-2")
        #expect(a.allocate("Ohio-State-2", fallback: "3") == "ohio-state-2-2")
        #expect(a.allocate("OHIO STATE", fallback: "4") == "ohio-state-3")
        #expect(a.allocate("", fallback: "") == "item")
        let long = String(repeating: "a", count: 70)
        #expect(a.allocate(long, fallback: "") == String(repeating: "a", count: 64))
        #expect(a.allocate(long, fallback: "") == String(repeating: "a", count: 62) + "-2")
    }
}
