import Foundation
import SiteData
import Testing
@testable import SiteGen

/// The coach page (`<athlete>/coach/index.html`), its share tags and what it leaves out.
@Suite struct CoachPageTests {
    /// ana-diaz of the fixture site; `baseURL` and `isPublic` as a site.yml would set them.
    func site(baseURL: String? = nil, isPublic: Bool = false, edit: (inout AthleteData) -> Void = { _ in }) throws -> AthleteContext {
        var site = try AnalyticsFixture.site("ana-diaz", edit: edit)
        site.build.config.baseURL = baseURL
        site.build.config.isPublic = isPublic
        site.build.isPublic = isPublic
        return site
    }

    /// Each `<meta property|name=… content=…>` of the head whose key is Open Graph's or Twitter's, in order.
    func shareTags(_ html: String) -> [String] {
        HTMLScanner.tags(in: html).filter { $0.name == "meta" }.compactMap { tag -> String? in
            guard let key = tag.value("property") ?? tag.value("name"), key.hasPrefix("og:") || key.hasPrefix("twitter:") else { return nil }
            return "\(key)=\(tag.value("content") ?? "")"
        }
    }

    func render(_ site: AthleteContext) -> [OutputFile] { CoachPage(athlete: site).render() }

    @Test func writesThePageAndTheShareImage() throws {
        let files = render(try site { $0.profile.email = "ana@example.com" })
        #expect(files.map(\.path) == ["ana-diaz/coach/index.html", "ana-diaz/coach/ana-diaz.vcf", "ana-diaz/coach/ana-diaz.ics",
                                       "ana-diaz/share.png"])
        #expect(files[0].isPage)
        #expect(Array(files[3].bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    }

    /// No email or phone that makes a link (the athlete's or the parent's): no "Save contact"
    /// button, and no vCard that nothing would link.
    @Test func noContactNoVCard() throws {
        let site = try AnalyticsFixture.site("ana-diaz") { data in
            data.profile.email = nil
            data.profile.phone = "n/a"
            data.profile.parent = nil
        }
        let files = render(site)
        #expect(files.map(\.path) == ["ana-diaz/coach/index.html", "ana-diaz/coach/ana-diaz.ics", "ana-diaz/share.png"])
        #expect(!AnalyticsFixture.text(files, "ana-diaz/coach/index.html").contains("Save contact"))
    }

    /// On a public site the coach page is the athlete's home, and its alias `coach/` names the home.
    @Test func publicSiteWithBaseURLHasAbsoluteShareTags() throws {
        let html = AnalyticsFixture.text(render(try site(baseURL: "https://example.org/fam", isPublic: true)), "ana-diaz/coach/index.html")
        #expect(shareTags(html) == [
            "og:type=website", "og:site_name=Fixture Family", "og:title=Ana Díaz · Fixture Family",
            "og:description=Class of 2027 · C, 1B · Batting Average .345 (Verified) · 60-Yard Dash 7 s (Verified)",
            "og:url=https://example.org/fam/ana-diaz/",
            "og:image=https://example.org/fam/ana-diaz/share.png", "og:image:type=image/png",
            "og:image:width=1200", "og:image:height=630", "og:image:alt=Ana Díaz: class, position and best mark",
            "twitter:card=summary_large_image", "twitter:title=Ana Díaz · Fixture Family",
            "twitter:image=https://example.org/fam/ana-diaz/share.png",
        ])
        #expect(html.contains(#"<meta property="og:url" content="https://example.org/fam/ana-diaz/"/>"#))
        #expect(html.contains(#"<meta name="twitter:card" content="summary_large_image"/>"#))
    }

    /// Without base_url nothing absolute can be said: no og:url, no picture, a small card.
    @Test func withoutBaseURLNoURLAndNoImage() throws {
        let html = AnalyticsFixture.text(render(try site(isPublic: true)), "ana-diaz/coach/index.html")
        #expect(shareTags(html) == ["og:type=website", "og:site_name=Fixture Family", "og:title=Ana Díaz · Fixture Family",
            "og:description=Class of 2027 · C, 1B · Batting Average .345 (Verified) · 60-Yard Dash 7 s (Verified)",
                                    "twitter:card=summary", "twitter:title=Ana Díaz · Fixture Family"])
    }

    /// The family's own site: the coach page is made to be sent, so it has its tags (with
    /// base_url); the family's other pages have none.
    @Test func familySiteTagsOnlyTheCoachPage() throws {
        let site = try site(baseURL: "https://example.org/")
        let coach = AnalyticsFixture.text(render(site), "ana-diaz/coach/index.html")
        #expect(shareTags(coach).contains("og:url=https://example.org/ana-diaz/coach/"))
        #expect(ShareTags(page: site.page(SitePath.dashboard("ana-diaz"), tab: .dashboard), title: "Dashboard").tags == [])
    }

    /// Every page of a public site leads to the athlete's home, the coach page; the index names itself.
    @Test func publicPagesLeadToTheCoachPage() throws {
        let site = try site(baseURL: "https://example.org/", isPublic: true)
        let dashboard = ShareTags(page: site.page(SitePath.performance("ana-diaz"), tab: .performance), title: "P").tags
        #expect(dashboard.first { $0.key == "og:title" }?.content == "Ana Díaz · Fixture Family")
        #expect(dashboard.first { $0.key == "og:url" }?.content == "https://example.org/ana-diaz/")
        #expect(dashboard.first { $0.key == "og:image" }?.content == "https://example.org/ana-diaz/share.png")
        let index = ShareTags(page: Page(build: site.build, address: PageAddress(path: SitePath.familyIndex, athlete: nil, tab: nil)),
                              title: "Fixture Family").tags
        #expect(index.map { "\($0.key)=\($0.content)" } == [
            "og:type=website", "og:site_name=Fixture Family", "og:title=Fixture Family", "og:url=https://example.org/",
            "twitter:card=summary", "twitter:title=Fixture Family",
        ])
        var packet = site.build
        packet.sharesPages = false
        #expect(ShareTags(page: Page(build: packet, address: PageAddress(path: SitePath.familyIndex, athlete: nil, tab: nil)),
                          title: "x").tags == [])
    }

    @Test func videoFirstWithATitleCardAndItsLength() throws {
        let html = AnalyticsFixture.text(render(try site()), "ana-diaz/coach/index.html")
        #expect(html.contains(#"<a class="coach-video-link" href="https://example.com/ana/highlights">"#
            + #"<span class="coach-video-frame"><span class="coach-video-card" aria-hidden="true">Catching &amp; hitting, fall 2025</span>"#
            + #"<span class="coach-video-play" aria-hidden="true"></span></span>"#
            + #"<span class="coach-video-title">Catching &amp; hitting, fall 2025</span><span class="coach-video-length">Length 3:42</span></a>"#))
        // Before every section: the video leads the page.
        let video = try #require(html.range(of: "coach-video"))
        let marks = try #require(html.range(of: #"id="marks""#))
        #expect(video.lowerBound < marks.lowerBound)
        // A coach's page: no athlete tabs, no calendar link.
        #expect(!html.contains("page-tabs"))
        #expect(!html.contains("calendar.ics"))
    }

    @Test func aThumbnailReplacesTheTitleCard() throws {
        var site = try site()
        site.videoThumbnailPaths[0] = SitePath.videoThumbnail("ana-diaz", ext: "jpg")
        let html = AnalyticsFixture.text(render(site), "ana-diaz/coach/index.html")
        #expect(html.contains(#"<span class="coach-video-frame"><img class="coach-video-thumb" src="video.jpg" alt=""/>"#))
        #expect(!html.contains("coach-video-card"))
    }

    @Test func downloadsAndContactButtons() throws {
        let page = render(try site { data in
            data.profile.email = "ana@example.com"
            data.profile.phone = "+1 512-555-0100"
            data.profile.parent = ContactPerson(name: "Rosa Díaz", role: "Mother", phone: "+1 512-555-0101")
        })
        let html = AnalyticsFixture.text(page, "ana-diaz/coach/index.html")
        #expect(html.contains(#"<a class="download-link" href="../ana-diaz-resume.pdf" download="" type="application/pdf">"#))
        #expect(html.contains(#"<a class="download-link" href="../ana-diaz-packet.zip" download="" type="application/zip">"#))
        // The metrics sheet between them (docs/coach-pdf.md, "Metrics sheet").
        #expect(html.contains(##"<a class="download-link" href="../ana-diaz-metrics.pdf" download="" type="application/pdf"><i class="w-icon i-link"></i> Metrics sheet (PDF)</a>"##))
        #expect(html.components(separatedBy: "resume.pdf")[1].contains("metrics.pdf"))
        #expect(html.components(separatedBy: "metrics.pdf")[1].contains("packet.zip"))
        #expect(html.contains(#"<p class="coach-buttons"><a class="w-button coach-button" href="ana-diaz.vcf" download="" type="text/vcard">Save contact</a>"#
            + #"<a class="w-button coach-button" href="mailto:ana@example.com">Email Ana Díaz</a>"#
            + #"<a class="w-button coach-button" href="tel:+15125550100">Call Ana Díaz</a>"#
            + #"<a class="w-button coach-button" href="tel:+15125550101">Call Rosa Díaz</a>"#
            + #"<a class="w-button coach-button" href="ana-diaz.ics" download="" type="text/calendar">Add to calendar</a></p>"#))
    }

    /// `--no-documents`: no downloads section at all.
    @Test func noDocumentsNoDownloads() throws {
        var site = try site()
        site.build.publishesCoachDocuments = false
        let html = AnalyticsFixture.text(render(site), "ana-diaz/coach/index.html")
        #expect(!html.contains("downloads"))
        #expect(!html.contains(".pdf"))
        #expect(!html.contains(".zip"))
    }

    /// The spec's sections, from the coach edition: headline marks (the 60-yard time is the
    /// verified 7 s, measured at the past Winter Camp, with the better self-reported 6.9 s beside
    /// it, never the headline), academics, the upcoming events where she plays (not the past camp).
    @Test func bestMarksAcademicsAndEvents() throws {
        let html = AnalyticsFixture.text(render(try site()), "ana-diaz/coach/index.html")
        #expect(html.contains(#"<p class="metric-value" aria-hidden="true">7 s</p>"#))
        #expect(!html.contains(#"<p class="metric-value" aria-hidden="true">6.9 s</p>"#) && !html.contains("7.1 s"))
        #expect(html.contains(#"<p class="metric-source muted">Laser timed · Winter Camp</p>"#))
        #expect(html.contains(#"<p class="metric-note muted">Self-reported 6.9 s · Feb 10, 2026</p>"#))
        #expect(html.contains("Lincoln High"))
        let events = html.components(separatedBy: "Where to see me play")[1]
        #expect(events.contains("Spring Showcase"))
        #expect(events.contains("Rice Prospect Camp"))
        #expect(!events.contains("Winter Camp"))
    }
}
