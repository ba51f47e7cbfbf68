import Foundation
import SiteData
import Testing
@testable import SiteGen

/// A thin résumé (no email or phone, no metric) is warned about in the same words by `check`,
/// `packet` and `build` (issue 41 §3), at the athlete's athlete.yml.
@Suite struct ThinResumeWarningTests {
    static let words = #"athlete "empty-one": the coach résumé has no email or phone and no metric; "#
        + #"add email: or phone: to athlete.yml and a row to performance_metrics.csv, so a coach can reply and compare"#

    func options(output: URL) -> BuildOptions {
        var o = BuildOptions()
        o.contentFolder = TestSupport.fixtures.appendingPathComponent("site").path
        o.outputFolder = output.path
        o.environment = [:]
        o.jobs = 2
        return o
    }

    @Test func checkWarns() throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let warnings = try SiteBuilder(options: options(output: tmp.appendingPathComponent("_site"))).check()
        #expect(warnings.filter { $0.message == Self.words }.count == 1)
        #expect(warnings.first { $0.message == Self.words }?.location?.file.hasSuffix("athletes/empty-one/athlete.yml") == true)
    }

    @Test func packetWarns() throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let zip = tmp.appendingPathComponent("empty-one.zip")
        let summary = try PacketBuilder(options: options(output: tmp.appendingPathComponent("_site")), athlete: "empty-one",
                                        outputFile: zip.path).build()
        #expect(summary.warnings.map(\.message).filter { $0 == Self.words }.count == 1)
    }

    @Test func buildWarnsOnce() throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let summary = try SiteBuilder(options: options(output: tmp.appendingPathComponent("_site"))).build()
        #expect(summary.warnings.map(\.message).filter { $0 == Self.words }.count == 1)
    }
}

/// The dashboard's Recruiting Packet card says what a thin résumé lacks instead of offering to
/// email it (issue 41 §3).
@Suite struct ThinResumePacketCardTests {
    @Test func saysWhatIsMissingInsteadOfEmailing() throws {
        let thin = try AnalyticsFixture.site("ana-diaz")
        let card = DashboardPage(athlete: thin).packetCard(thin.page(SitePath.dashboard("ana-diaz"), tab: .dashboard))
        #expect(card.emailHref == nil)
        #expect(card.missing == "The coach résumé has no email or phone: add email: or phone: in athlete.yml, so a coach can reply and compare.")
        let full = try AnalyticsFixture.site("ana-diaz") { $0.profile.email = "ana@example.com" }
        let ok = DashboardPage(athlete: full).packetCard(full.page(SitePath.dashboard("ana-diaz"), tab: .dashboard))
        #expect(ok.emailHref?.hasPrefix("mailto:") == true)
        #expect(ok.missing == nil)
    }

    /// The Polish sentence is grammatical: "W CV dla trenera brakuje …".
    @Test func polishWording() throws {
        let site = try AnalyticsFixture.site("ana-diaz", .pl)
        let page = site.page(SitePath.dashboard("ana-diaz"), tab: .dashboard)
        #expect(ResumeGap.notice([.contact, .metrics], page: page)
                == "W CV dla trenera brakuje e-maila i telefonu oraz wyników: dodaj email: lub phone: w athlete.yml oraz wiersz w performance_metrics.csv, aby trener mógł odpowiedzieć i porównać.")
    }
}
