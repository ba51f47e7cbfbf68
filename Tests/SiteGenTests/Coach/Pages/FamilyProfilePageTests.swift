import Foundation
import SiteData
import Testing
@testable import SiteGen
@testable import CoachDocuments

/// `<athlete>/profile/index.html`: the packet's profile page on the family site.
@Suite struct FamilyProfilePageTests {
    /// The page's sections, without the frame (header, title, footer).
    static func sections(_ html: String) -> String {
        html.components(separatedBy: #"<div class="profile">"#).dropFirst().first?.components(separatedBy: "</main>").first ?? "<none>"
    }

    @Test func sameSectionsAsThePacketsProfile() throws {
        let site = try AnalyticsFixture.site("ana-diaz") { data in data.profile.photo = "ana.jpg" }
        let family = FamilyProfilePage(athlete: site).render()
        #expect(family.path == "ana-diaz/profile/index.html")
        let coach = CoachEdition.make(from: site.data, parts: [], today: AnalyticsFixture.today)
        var build = site.build
        build.showsSiteNavigation = false
        var notePaths: [String: String] = [:]
        for note in coach.notes { notePaths[note.fileName] = site.notePath(note) }
        let packet = ProfilePage(athlete: AthleteContext(data: coach, models: AthleteModels(data: coach, today: AnalyticsFixture.today, customRanges: []),
                                                   build: build), notePaths: notePaths).render()
        // The note links differ (the packet's note pages sit elsewhere); everything else is the same.
        let strip = { (s: String) in s.replacingOccurrences(of: #"href="[^"]*notes/[^"]*""#, with: "href", options: .regularExpression) }
        #expect(strip(Self.sections(family.text)) == strip(Self.sections(packet.text)))
        #expect(Self.sections(family.text) != "<none>")
        #expect(family.text.contains(#"<img class="profile-photo" src="../photo.jpg" alt="#))
        #expect(family.text.contains(#"<p class="muted coach-view">This is what coaches see in the packet.</p>"#))
        #expect(family.text.contains(#"<li><a href="index.html" aria-current="page">Profile</a></li>"#))
        // No coach, school or interaction reaches the page: the coach edition has none.
        for c in site.data.coaches { #expect(!family.text.contains(c.name)) }
    }

    @Test func offersOnlyWhenThePacketIncludesThem() throws {
        let without = FamilyProfilePage(athlete: try AnalyticsFixture.site("ana-diaz")).render().text
        #expect(!without.contains("Rice University"))
        // The edition is made with the athlete's context, under its build's packet.include.
        let plain = try AnalyticsFixture.site("ana-diaz")
        var build = plain.build
        build.packetParts = [.offers]
        let site = AthleteContext(data: plain.data, models: plain.models, build: build)
        #expect(FamilyProfilePage(athlete: site).render().text.contains("Rice University"))
    }

    @Test func aBadEmailIsNoLink() throws {
        let site = try AnalyticsFixture.site("ana-diaz") { $0.profile.email = "JaVaScRiPt:alert(1)" }
        let html = FamilyProfilePage(athlete: site).render().text
        #expect(html.contains("JaVaScRiPt:alert(1)"))
        #expect(!html.contains("mailto:JaVaScRiPt"))
    }

    /// `n/a` makes no `tel:` link (it made `tel:` with nothing after it).
    @Test func aPhoneThatIsNoNumberIsNoLink() throws {
        let site = try AnalyticsFixture.site("ana-diaz") { $0.profile.phone = "n/a" }
        let html = FamilyProfilePage(athlete: site).render().text
        #expect(html.contains("<dd>n/a</dd>"))
        #expect(!html.contains("tel:"))
        let linked = FamilyProfilePage(athlete: try AnalyticsFixture.site("ana-diaz") { $0.profile.phone = "(615) 555-0100" }).render().text
        #expect(linked.contains(#"href="tel:6155550100""#))
    }

    /// A résumé without a way to reply or a metric: the family's profile page says what to add;
    /// a public site's does not.
    @Test func aThinResumeIsSaidOnTheFamilysPage() throws {
        let thin = try AnalyticsFixture.site("ana-diaz") { data in
            data.profile.email = nil
            data.profile.phone = "n/a"
            data.metrics = []
        }
        #expect(FamilyProfilePage(athlete: thin).render().text.contains(
            #"<p class="resume-gaps">The coach résumé has no email or phone and no metric: add email: or phone: in athlete.yml and a row in performance_metrics.csv, so a coach can reply and compare.</p>"#))
        var publicSite = thin
        publicSite.build.isPublic = true
        #expect(!FamilyProfilePage(athlete: publicSite).render().text.contains("resume-gaps"))
        let full = FamilyProfilePage(athlete: try AnalyticsFixture.site("ana-diaz") { $0.profile.email = "ana@example.com" }).render().text
        #expect(!full.contains("resume-gaps"))
    }
}
