import Foundation
import SiteData
import Testing
@testable import SiteGen

/// What a public site leaves out besides private notes: interaction notes (private free text)
/// and links to the notes it does not publish.
@Suite struct PublicSitePrivacyTests {
    static let publicSite = PublicSiteTests.site + "public: true\nbase_url: https://example.org/\n"
    static let interactionNotes = ["Late-night email", "First day of the 30-day window", "One day before the window"]

    static func addPlan(_ content: URL) throws {
        try "---\ntitle: Plan\nvisibility: public\n---\nSee [my private list](2026-03-04-secret.md) and [the visit](../2026-03-02-rice-visit/).\n"
            .write(to: content.appendingPathComponent("athletes/ana-diaz/notes/2026-03-07-plan.md"), atomically: true, encoding: .utf8)
    }

    @Test func interactionNotesStayOffAPublicSite() throws {
        let (tmp1, familyOut, _) = try PublicSiteTests.build(PublicSiteTests.site)
        defer { try? FileManager.default.removeItem(at: tmp1) }
        let family = PublicSiteTests.everything(familyOut)
        // The family site shows each note where the interaction is in full: its school's page
        // (the log leaves out the notes a school page holds).
        for text in Self.interactionNotes {
            let holders = family.filter { $0.value.contains(text) }.keys.sorted()
            #expect(!holders.isEmpty && holders.allSatisfy { $0.hasPrefix("ana-diaz/schools/") }, "\(text): \(holders)")
        }
        // The contact log is on a public site only when published; its notes never are.
        let (tmp2, out, _) = try PublicSiteTests.build(Self.publicSite + "publish: [interactions]\n")
        defer { try? FileManager.default.removeItem(at: tmp2) }
        let files = PublicSiteTests.everything(out)
        #expect(files["ana-diaz/interactions/index.html"] != nil)
        for (path, text) in files {
            for secret in Self.interactionNotes { #expect(!text.contains(secret), "\(path) holds \(secret)") }
        }
    }

    @Test func aLinkToAPrivateNoteIsWarnedEverywhereAndDroppedOnAPublicSite() throws {
        let warning = "site/athletes/ana-diaz/notes/2026-03-07-plan.md:5:5: warning: link \"2026-03-04-secret.md\" leads to the "
            + "private note 2026-03-04-secret.md; wherever this note is published (a public site, the coach packet) the link is "
            + "left out and only its text is shown"
        let (tmp1, familyOut, familySummary) = try PublicSiteTests.build(PublicSiteTests.site, edit: Self.addPlan)
        defer { try? FileManager.default.removeItem(at: tmp1) }
        #expect(familySummary.warnings.map(\.description).contains("\(tmp1.path)/\(warning)"))
        let familyPlan = TestSupport.read(familyOut.appendingPathComponent("ana-diaz/notes/2026-03-07-plan/index.html"))
        #expect(familyPlan.contains("<p>See <a href=\"2026-03-04-secret.md\">my private list</a> and <a href=\"../2026-03-02-rice-visit/\">the visit</a>.</p>"))

        let (tmp2, out, summary) = try PublicSiteTests.build(Self.publicSite, edit: Self.addPlan)
        defer { try? FileManager.default.removeItem(at: tmp2) }
        #expect(summary.warnings.map(\.description).contains("\(tmp2.path)/\(warning)"))
        let plan = TestSupport.read(out.appendingPathComponent("ana-diaz/notes/2026-03-07-plan/index.html"))
        #expect(plan.contains("<p>See my private list and <a href=\"../2026-03-02-rice-visit/\">the visit</a>.</p>"))
        for (path, text) in PublicSiteTests.everything(out) { #expect(!text.contains("2026-03-04-secret"), "\(path)") }
    }

    @Test func checkWarnsAboutTheSameLink() throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let content = TestSupport.copyFixture("site", to: tmp)
        try "---\ntitle: Secret\n---\nNot for coaches.\n"
            .write(to: content.appendingPathComponent("athletes/ana-diaz/notes/2026-03-04-secret.md"), atomically: true, encoding: .utf8)
        try Self.addPlan(content)
        var o = BuildOptions()
        o.contentFolder = content.path
        o.environment = [:]
        let report = try SiteBuilder(options: o).check()
        #expect(report.map(\.description).contains(
            "\(tmp.path)/site/athletes/ana-diaz/notes/2026-03-07-plan.md:5:5: warning: link \"2026-03-04-secret.md\" leads to "
            + "the private note 2026-03-04-secret.md; wherever this note is published (a public site, the coach packet) the link "
            + "is left out and only its text is shown"))
    }
}
