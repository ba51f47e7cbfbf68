import Foundation
import SiteData
import Testing
@testable import SiteGen

/// The family index sorts athletes by name, and beyond 26 starts with their initials.
@Suite struct FamilyIndexLettersTests {
    static func headline(_ slug: String, _ name: String) -> AthleteHeadline {
        AthleteHeadline(slug: slug, name: name, sport: nil, stats: AthleteCardStats(schools: 0, coaches: 0, interactions: 0, offers: 0))
    }

    @Test func byNameIgnoringCaseAndAccentsThenAsWrittenThenSlug() {
        let names = [("z", "Zoe Park"), ("a2", "ángel Ruiz"), ("a1", "Ángel Ruiz"), ("b", "bob Lee"), ("e", "Émile Roy"), ("b2", "bob Lee")]
        let sorted = FamilyIndexPage.sortedByName(names.map { Self.headline($0.0, $0.1) })
        #expect(sorted.map(\.slug) == ["a1", "a2", "b", "b2", "e", "z"])
    }

    @Test(arguments: [("Émile", "E"), ("Łucja Nowak", "L"), ("  ana", "A"), ("3rd Base", "#"), ("中村", "#"), ("", "#")])
    func letters(name: String, letter: String) {
        #expect(FamilyIndexPage.letter(name) == letter)
    }

    @Test func beyondTwentySixAthletesEachLetterLinksItsFirstCardOnItsPage() throws {
        let site = try AnalyticsFixture.site("ana-diaz")
        // 231 athletes, 200 a page: the A's run onto page 2, where B and Z start.
        let athletes = (0..<230).map { i in
            Self.headline(String(format: "athlete-%03d", i), (i < 220 ? "Ana " : "Zed ") + String(format: "%03d", i))
        } + [Self.headline("bea", "Bea Król")]
        let files = FamilyIndexPage.files(build: site.build, athletes: athletes)
        #expect(files.map(\.path) == ["index.html", "index-2.html"])
        let first = String(decoding: files[0].bytes, as: UTF8.self)
        #expect(first.contains(#"<nav class="letter-index" aria-label="Athletes by first letter"><ul><li><a href="index.html#letter-a">A</a></li><li><a href="index-2.html#letter-b">B</a></li><li><a href="index-2.html#letter-z">Z</a></li></ul></nav>"#))
        #expect(first.contains(#"<a class="card athlete-card" href="athlete-000/index.html" id="letter-a">"#))
        let second = String(decoding: files[1].bytes, as: UTF8.self)
        #expect(second.contains(#"<a href="index.html#letter-a">A</a>"#))  // the same letters on every page
        #expect(second.contains(#"<a class="card athlete-card" href="bea/index.html" id="letter-b">"#))
        #expect(second.contains(#"<a class="card athlete-card" href="athlete-220/index.html" id="letter-z">"#))
        #expect(!second.contains(#"id="letter-a""#))
    }

    @Test func twentySixOrFewerHaveNoLetters() throws {
        let site = try AnalyticsFixture.site("ana-diaz")
        let files = FamilyIndexPage.files(build: site.build, athletes: (0..<26).map { Self.headline("a\($0)", "Name \($0)") })
        #expect(!String(decoding: files[0].bytes, as: UTF8.self).contains("letter-index"))
    }
}
