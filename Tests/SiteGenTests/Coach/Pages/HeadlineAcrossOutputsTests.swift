import Foundation
import SiteData
import Testing
@testable import SiteGen

/// One headline per metric type (docs/numbers.md, "Headline marks") across every coach-side
/// output: the coach page, the family's profile (the packet's front page's provider), the share
/// card, the résumé and the metrics sheet each show the same value.
@Suite struct HeadlineAcrossOutputsTests {
    /// What each output shows as the 60-yard dash's headline (ana-diaz, softball, made an
    /// outfielder without a batting average, so the 60 is her one lead mark).
    func headlines(edit: (inout AthleteData) -> Void) throws -> [String: String] {
        let site = try AnalyticsFixture.site("ana-diaz") { data in
            data.profile.positions = ["OF"]
            data.metrics.removeAll { $0.metricType == .battingAvg }
            edit(&data)
        }
        let coach = CoachEdition.make(from: site.data, parts: [], today: site.build.today)
        func cardValue(_ html: String, _ name: String) -> String? {
            guard let card = html.components(separatedBy: #"<div class="metric-card">"#).dropFirst().first(where: { $0.contains(name) }),
                  let value = card.components(separatedBy: #"<p class="metric-value" aria-hidden="true">"#).dropFirst().first else { return nil }
            return String(value.prefix { $0 != "<" })
        }
        let coachPage = AnalyticsFixture.text(CoachPage(athlete: site).render(), "ana-diaz/coach/index.html")
        let profile = String(decoding: FamilyProfilePage(athlete: site).render().bytes, as: UTF8.self)
        let share = ShareCardModel.card(edition: coach, page: site.page(SitePath.coach("ana-diaz"), tab: .coach))
        let resume = ResumeModel.document(edition: coach, slug: "ana-diaz", build: site.build, photo: nil)
        let sheet = try #require(MetricsSheetModel.document(edition: coach, slug: "ana-diaz", build: site.build))
        return [
            "coach page": cardValue(coachPage, "60-Yard Dash") ?? "none",
            "profile": cardValue(profile, "60-Yard Dash") ?? "none",
            "share card": share.markLabel.hasPrefix("Best 60-Yard Dash") ? share.markValue : "none: \(share.markLabel)",
            "résumé": resume.metrics.first { $0.name == "60-Yard Dash" }?.value ?? "none",
            "metrics sheet": sheet.metrics.first { $0.name == "60-Yard Dash" }?.best ?? "none",
        ]
    }

    /// A self-reported 6.9 s is better than the verified 7 s: every output leads with 7 s.
    @Test func aSelfReportedMarkAboveAVerifiedOne() throws {
        let seen = try headlines { _ in }
        #expect(seen.count == 5)
        #expect(Set(seen.values) == ["7 s"], "\(seen)")
    }

    /// No verified mark: every output leads with the best self-reported one, 6.9 s.
    @Test func noVerifiedMark() throws {
        let seen = try headlines { data in
            data.metrics = data.metrics.map { var m = $0; m.verified = false; return m }
        }
        #expect(Set(seen.values) == ["6.9 s"], "\(seen)")
    }
}
