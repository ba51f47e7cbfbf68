import CoachDocuments
import PDFTestSupport
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
        #expect(ResumeModel.document(edition: coach, slug: "ana-diaz", build: site.build, photo: nil).bio == "Catcher with a 1.9 pop time.")
        let plain = try AnalyticsFixture.site("ana-diaz")
        #expect(ResumeModel.document(edition: CoachEdition.make(from: plain.data, parts: [], today: plain.build.today), slug: "ana-diaz",
                                     build: plain.build, photo: nil).bio == "")
    }

    /// A verified mark measured at an event with a `url` links its source there; an
    /// unverified one does not.
    @Test func aVerifiedMarksSourceLinksItsEvent() throws {
        let site = try AnalyticsFixture.site("ana-diaz") { data in
            data.events.append(Event(id: "pg", name: "PG Showcase", type: "showcase", startDate: LocalDate(iso: "2026-02-01")!,
                                     url: "https://example.org/pg"))
            for i in data.metrics.indices where data.metrics[i].metricType == .battingAvg { data.metrics[i].eventId = "pg" }
        }
        let edition = CoachEdition.make(from: site.data, parts: [], today: site.build.today)
        let doc = ResumeModel.document(edition: edition, slug: "ana-diaz", build: site.build, photo: nil)
        let batting = try #require(doc.metrics.first { $0.name == "Batting Average" })
        #expect(batting.verified && batting.sourceURL == "https://example.org/pg")
        #expect(doc.metrics.filter { !$0.verified }.allSatisfy { $0.sourceURL == nil })
    }

    /// Six links and `base_url`: the coach page is among the three the résumé draws (the third),
    /// never crowded out by videos and profiles.
    @Test func coachPageIsNeverCrowdedOut() throws {
        var site = try AnalyticsFixture.site("ana-diaz") { data in
            data.profile.video = (1...4).map { AthleteProfile.Link(title: "Video \($0)", url: "https://example.com/v\($0)") }
            data.profile.social = [KeyValue("hudl", "https://www.hudl.com/profile/1"), KeyValue("youtube", "https://www.youtube.com/@ana")]
        }
        site.build.config.baseURL = "https://example.org/fam/"
        let coach = CoachEdition.make(from: site.data, parts: [], today: site.build.today)
        let doc = ResumeModel.document(edition: coach, slug: "ana-diaz", build: site.build, photo: nil)
        #expect(doc.links.count == 7)
        #expect(doc.links.prefix(ResumePDF.maxLinks).map(\.url)
                == ["https://www.hudl.com/profile/1", "https://example.com/v1", "https://example.org/fam/ana-diaz/coach/"])
        // The PDF's link annotations: the coach page is one of them.
        let qdf = try PDFTool.run("qpdf", ["--qdf", "--object-streams=disable"], pdf: try ResumePDF.render(doc), stdout: true)
        #expect(qdf.text.contains("/URI (https://example.org/fam/ana-diaz/coach/)"))
    }

    /// With `base_url` the résumé's last link, printed as a QR code, is the coach page; without
    /// it there is none.
    @Test func qrCodeLeadsToTheCoachPage() throws {
        var site = try AnalyticsFixture.site("ana-diaz")
        site.build.config.baseURL = "https://example.org/fam"
        let coach = CoachEdition.make(from: site.data, parts: [], today: site.build.today)
        let doc = ResumeModel.document(edition: coach, slug: "ana-diaz", build: site.build, photo: nil)
        #expect(doc.links.map(\.url) == ["https://example.com/ana/highlights", "https://example.org/fam/ana-diaz/coach/"])
        #expect(doc.links.last?.label == "Coach page")
        site.build.config.baseURL = nil
        let without = ResumeModel.document(edition: coach, slug: "ana-diaz", build: site.build, photo: nil)
        #expect(without.links.map(\.url) == ["https://example.com/ana/highlights"])
    }
}
