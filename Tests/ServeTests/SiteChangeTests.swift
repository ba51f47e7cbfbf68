import Testing
@testable import SiteServe

/// Which changed paths render only their athletes again, and which load the site again.
@Suite struct SiteChangeTests {
    static let slugs: Set = ["ana", "ben"]

    @Test func anAthletesOwnFilesAreThatAthlete() {
        #expect(SiteChange(["/c/athletes/ben/schools.csv", "/c/athletes/ana/notes/a.md", "/c/athletes/ben/notes"], content: "/c", slugs: Self.slugs)
            == .athletes(["ana", "ben"]))
    }

    @Test(arguments: [
        ["/c/site.yml"], ["/c/pages/dashboard.yml"], ["/theme/theme.yml"], ["/c/athletes/ana/x.csv", "/c/site.yml"],
        ["/c/athletes/cleo/athlete.yml"], ["/c/athletes/ana"], ["/c/athletes"], [],
    ])
    func anythingElseIsEverything(paths: [String]) {
        #expect(SiteChange(paths, content: "/c", slugs: Self.slugs) == .everything)
    }

    @Test func unknownPathsAreEverything() {
        #expect(SiteChange(nil, content: "/c", slugs: Self.slugs) == .everything)
    }
}
