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

/// Notes, schools or athletes named `con`, `aux`, `nul` or `com1` became folders Windows cannot
/// make, so unzipping the site or the coach packet failed there.
@Suite struct SlugWindowsReservedTests {
    @Test(arguments: ["con", "CON", "Aux", "nul", "prn", "com0", "com9", "LPT1", "lpt9", "con.txt", "Nul.tar.gz", "aux .md",
                      "com\u{B9}", "readme.", "readme ", "con.", "con "])
    func reserved(name: String) { #expect(Slug.isWindowsReserved(name)) }

    @Test(arguments: ["cons", "icon", "con-1", "com10", "lpt", "com", "nul1", "auxiliary", "con_", ".con", "my con", "null"])
    func notReserved(name: String) { #expect(!Slug.isWindowsReserved(name)) }

    @Test(arguments: [("Con", "con-1"), ("AUX", "aux-1"), ("nul!", "nul-1"), ("COM1", "com1-1"), ("lpt 9", "lpt-9"),
                      ("Con Edison College", "con-edison-college"), ("", "prn-1")])
    func madeSlugsAreSuffixed(name: String, slug: String) {
        #expect(Slug.make(from: name, fallback: "prn") == slug)
    }

    /// The suffixed slug cannot take another's: the allocator hands out each once.
    @Test func suffixedSlugsStayUnique() {
        var a = SlugAllocator()
        #expect(a.allocate("Con", fallback: "1") == "con-1")
        #expect(a.allocate("con 1", fallback: "2") == "con-1-2")
        #expect(a.allocate("CON", fallback: "3") == "con-1-3")
        var b = SlugAllocator()
        #expect(b.allocate("con-1", fallback: "1") == "con-1")
        #expect(b.allocate("con", fallback: "2") == "con-1-2")
    }

    @Test func reservedAthleteFolderNamesAreInvalidWithTheirOwnMessage() {
        #expect(!Slug.isValidAthleteSlug("con") && !Slug.isValidAthleteSlug("lpt1") && Slug.isValidAthleteSlug("con-1"))
        #expect(Slug.reservedAthleteSlugMessage("com1") == "athlete folder name \"com1\" is a device name on Windows (CON, PRN, "
            + "AUX, NUL, COM0-COM9, LPT0-LPT9), which could not unzip the site or the coach packet; rename the folder, e.g. \"com1-1\"")
        #expect(Slug.reservedAthleteSlugMessage("Con") == nil)   // not slug-shaped: the usual message
        #expect(Slug.reservedAthleteSlugMessage("maya") == nil)
    }
}
