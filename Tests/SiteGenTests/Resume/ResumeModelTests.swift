import CoachDocuments
import Testing
@testable import SiteGen
import SiteData

@Suite struct ResumeModelTests {
    @Test func paperFollowsSiteYMLThenTheLanguage() {
        var config = SiteConfig()
        #expect(ResumeModel.paper(config) == .letter)
        config.locale = "pl"
        #expect(ResumeModel.paper(config) == .a4)
        config.paper = "letter"
        #expect(ResumeModel.paper(config) == .letter)
        config.locale = "en"
        config.paper = "a4"
        #expect(ResumeModel.paper(config) == .a4)
    }

    /// `short_bio` is the line under the name; none without it.
    @Test func shortBioUnderTheName() throws {
        let site = try AnalyticsFixture.site("ana-diaz") { $0.profile.shortBio = "Catcher with a 1.9 pop time." }
        let coach = CoachEdition.make(from: site.data, parts: [], today: site.build.today)
        #expect(ResumeModel.document(coach: coach, slug: "ana-diaz", build: site.build, photo: nil).bio == "Catcher with a 1.9 pop time.")
        let plain = try AnalyticsFixture.site("ana-diaz")
        #expect(ResumeModel.document(coach: CoachEdition.make(from: plain.data, parts: [], today: plain.build.today), slug: "ana-diaz",
                                     build: plain.build, photo: nil).bio == "")
    }

    /// With `base_url` the résumé's last link, printed as a QR code, is the coach page; without
    /// it there is none.
    @Test func qrCodeLeadsToTheCoachPage() throws {
        var site = try AnalyticsFixture.site("ana-diaz")
        site.build.config.baseURL = "https://example.org/fam"
        let coach = CoachEdition.make(from: site.data, parts: [], today: site.build.today)
        let doc = ResumeModel.document(coach: coach, slug: "ana-diaz", build: site.build, photo: nil)
        #expect(doc.links.map(\.url) == ["https://example.com/ana/highlights", "https://example.org/fam/ana-diaz/coach/"])
        #expect(doc.links.last?.label == "Coach page")
        site.build.config.baseURL = nil
        let without = ResumeModel.document(coach: coach, slug: "ana-diaz", build: site.build, photo: nil)
        #expect(without.links.map(\.url) == ["https://example.com/ana/highlights"])
    }
}
