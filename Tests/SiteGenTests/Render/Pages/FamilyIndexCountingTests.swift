import Foundation
import SiteData
import Testing
@testable import SiteGen

/// `sitegen serve` answers the family index before every athlete's numbers are counted: those
/// athletes' cards say so. A build never counts: its index is the same as before.
@Suite struct FamilyIndexCountingTests {
    static func headline(_ slug: String, _ name: String, schools: Int) -> AthleteHeadline {
        AthleteHeadline(slug: slug, name: name, sport: "Soccer", stats: AthleteCardStats(schools: schools, coaches: 2, interactions: 3, offers: 1))
    }

    @Test func cardsStillCountedShowTheirNameAndAnEllipsisForEachNumber() throws {
        let site = try AnalyticsFixture.site("ana-diaz")
        let athletes = [Self.headline("ana", "Ana Diaz", schools: 4), Self.headline("bo", "Bo <b>Lee</b>", schools: 1_234)]
        let files = FamilyIndexPage.files(build: site.build, athletes: athletes, counting: ["bo"])
        #expect(files.map(\.path) == ["index.html"])
        let html = String(decoding: files[0].bytes, as: UTF8.self)
        #expect(html.contains(#"<p class="empty-state" role="status">Counting each athlete's numbers (…): this page fills them in when they are ready.</p>"#))
        #expect(html.contains(#"<a class="card athlete-card" href="bo/index.html"><h2 class="card-title">Bo &lt;b&gt;Lee&lt;/b&gt;</h2><p class="muted">Soccer</p><dl class="facts"><dt>Schools</dt><dd>…</dd><dt>Coaches</dt><dd>…</dd><dt>Interactions</dt><dd>…</dd><dt>Offers</dt><dd>…</dd></dl></a>"#))
        #expect(html.contains(#"<a class="card athlete-card" href="ana/index.html"><h2 class="card-title">Ana Diaz</h2><p class="muted">Soccer</p><dl class="facts"><dt>Schools</dt><dd>4</dd><dt>Coaches</dt><dd>2</dd><dt>Interactions</dt><dd>3</dd><dt>Offers</dt><dd>1</dd></dl></a>"#))
        #expect(!html.contains("1,234"))
    }

    @Test func withNothingCountedTheIndexIsTheBuilds() throws {
        let site = try AnalyticsFixture.site("ana-diaz")
        let athletes = [Self.headline("ana", "Ana Diaz", schools: 4), Self.headline("bo", "Bo Lee", schools: 1_234)]
        let built = FamilyIndexPage.files(build: site.build, athletes: athletes)
        let counted = FamilyIndexPage.files(build: site.build, athletes: athletes, counting: [])
        #expect(built.map(\.bytes) == counted.map(\.bytes))
        let html = String(decoding: built[0].bytes, as: UTF8.self)
        #expect(!html.contains("role=\"status\""))
        #expect(html.contains("<dt>Schools</dt><dd>1,234</dd>"))
    }
}
