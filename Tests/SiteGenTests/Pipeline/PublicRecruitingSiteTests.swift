import Foundation
import SiteData
import Testing
@testable import SiteGen

/// A public build is a recruiting site (docs/publishing.md, "What a public site carries"): the
/// athlete's home is the coach page, only published sections are written, nothing links or
/// lists a page that is not, and no page speaks to the family.
@Suite struct PublicRecruitingSiteTests {
    /// The sample content (`content/`) as a public site at https://example.org/club/, in
    /// `locale`, with `extra` added to site.yml.
    static func build(_ tmp: URL, locale: String = "en", extra: String = "") throws -> BuiltSite {
        let content = tmp.appendingPathComponent("content")
        try FileManager.default.copyItem(at: RepositoryPaths.root.appendingPathComponent("content"), to: content)
        let yml = content.appendingPathComponent("site.yml")
        let text = TestSupport.read(yml)
            .replacingOccurrences(of: "public: false", with: "public: true\nbase_url: https://example.org/club/")
            .replacingOccurrences(of: "locale: en", with: "locale: \(locale)") + extra
        try text.write(to: yml, atomically: true, encoding: .utf8)
        return try BuiltSite(content: content, output: tmp.appendingPathComponent("_site"))
    }

    @Test func aRichAthleteHasExactlyTheseFiles() throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let site = try Self.build(tmp)
        #expect(site.paths.filter { $0.hasPrefix("ethan-carter/") } == [
            "ethan-carter/calendar.ics",
            "ethan-carter/coach/ethan-carter.ics",
            "ethan-carter/coach/ethan-carter.vcf",
            "ethan-carter/coach/index.html",
            "ethan-carter/coach/video.png",
            "ethan-carter/data/performance.json",
            "ethan-carter/ethan-carter-metrics.pdf",
            "ethan-carter/ethan-carter-packet.zip",
            "ethan-carter/ethan-carter-resume.pdf",
            "ethan-carter/index.html",
            "ethan-carter/notes/2026-03-20-season-update-1/index.html",
            "ethan-carter/notes/2026-05-20-where-to-see-me-play-4/index.html",
            "ethan-carter/notes/2026-05-27-off-season-plan-7/index.html",
            "ethan-carter/notes/index.html",
            "ethan-carter/performance/index.html",
            "ethan-carter/performance/metrics.csv",
            "ethan-carter/performance/timeline/index.html",
            "ethan-carter/photo.png",
            "ethan-carter/profile/index.html",
            "ethan-carter/share.png",
        ])
        // The site's own files: the roster and its filtered pages, its share image.
        #expect(site.paths.filter { !$0.contains("/") && !$0.hasPrefix(".") } == [
            "404.html", "index.html",
            "roster-baseball-infielders.html", "roster-baseball-outfielders.html", "roster-baseball-pitchers.html",
            "roster-class-2027.html", "roster-class-2028.html", "roster-class-2029.html",
            "roster-softball-catchers.html", "roster-softball-infielders.html", "roster.png", "sitemap.xml",
        ])
        // The home is the coach page under the public tabs; the alias names the home.
        let home = site.text("ethan-carter/index.html")
        #expect(home.contains("<div class=\"coach-page\">"))
        let tabs = HTMLScanner.tags(in: home).filter { $0.name == "a" }.compactMap { $0.value("href") }
        #expect(tabs.contains("index.html") && tabs.contains("performance/index.html") && tabs.contains("notes/index.html")
                && tabs.contains("profile/index.html"))
        #expect(!tabs.contains { $0.contains("reports") || $0.contains("schools") || $0.contains("actions") })
        #expect(site.text("ethan-carter/coach/index.html")
            .contains("<link rel=\"canonical\" href=\"https://example.org/club/ethan-carter/\"/>"))
    }

    /// Every relative link of every page names a written file, and so does every sitemap entry;
    /// with nothing published and with everything published.
    @Test(arguments: ["", "publish: [schools, offers, interactions, tasks, events, social, reports]\n"])
    func everyLinkAndSitemapEntryLeadsToAWrittenPage(extra: String) throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let site = try Self.build(tmp, extra: extra)
        let files = site.files
        #expect(SiteChecks(files: files).brokenLinks() == [])
        let sitemap = site.text("sitemap.xml")
        let locs = sitemap.components(separatedBy: "<loc>").dropFirst().map { String($0.prefix { $0 != "<" }) }
        #expect(locs.count > 10)
        for loc in locs {
            var path = String(loc.dropFirst("https://example.org/club/".count))
            if path.isEmpty || path.hasSuffix("/") { path += "index.html" }
            #expect(files[path] != nil, "\(loc)")
            #expect(!CoachPage.isAlias(path), "\(loc)")
        }
        #expect(locs.contains("https://example.org/club/ethan-carter/"))
        #expect(locs.contains { $0.contains("/reports/") } == !extra.isEmpty)
        #expect(site.paths.contains { $0.hasSuffix(".csv") && $0.contains("/reports/") } == !extra.isEmpty)
        // Report PDFs are opt-in (`reports: pdf: true`), which the sample does not ask for.
        #expect(site.paths.contains { $0.hasSuffix(".pdf") && $0.contains("/reports/") } == false)
        #expect(site.paths.contains("ethan-carter/data/dashboard.json") == false)
    }

    /// What the family's desk says to the family, in `language`: none of it on a public page.
    static func deskStrings(_ language: Language) throws -> [String] {
        let s = try Theme.builtInDefault().strings(language).strings
        let welcome = s[.pageDashboardSubtitle, ["first_name": "Ethan"]]
        return [welcome, s[.gettingStartedBadge], s[.gettingStartedAddSchools], s[.gettingStartedAddCoach],
                s[.gettingStartedLogMetric], s[.gettingStartedCompleteProfile], s[.dashboardAddFirstSchool],
                s[.dashboardLogFirstInteraction], s[.dashboardLogFirstMetric], s[.dashboardAddSocial],
                s[.coachesAddFirstCoach], s[.notesAddFirstNote], s[.performanceNoMetricsHint], s[.dashboardDaysUntilGraduation],
                s[.dashboardRecruitingPacket], s[.schoolsMapEmptyHint], s[.pageNotesSubtitle], s[.pagePerformanceSubtitle],
                s[.profilePageCoachView], s[.coachLinkHint],
                s[.statsCardLabel, ["title": s[.statsOffers], "count": "0"]],
                s[.statsCardLabel, ["title": s[.statsSchools], "count": "0"]]]
    }

    static func unescaped(_ html: String) -> String {
        html.replacingOccurrences(of: "&#39;", with: "'").replacingOccurrences(of: "&quot;", with: "\"")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    @Test(arguments: [Language.en, .pl])
    func noPublicPageSpeaksToTheFamily(language: Language) throws {
        let desk = try Self.deskStrings(language)
        let tmp = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let site = try Self.build(tmp, locale: language.rawValue)
        for path in site.htmlPaths {
            let text = Self.unescaped(site.text(path))
            for line in desk { #expect(!text.contains(line), "\(path): \(line)") }
        }
        // The list is the desk's: the family's own dashboard says the first of them.
        let family = try BuiltSite(content: RepositoryPaths.root.appendingPathComponent("content"),
                                   output: tmp.appendingPathComponent("family"))
        #expect(Self.unescaped(family.text("ethan-carter/index.html")).contains(desk[0]) == (language == .en))
    }
}
