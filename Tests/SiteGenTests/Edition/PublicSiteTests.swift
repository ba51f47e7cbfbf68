import Foundation
import SiteData
import Testing
@testable import SiteGen

/// `public: true`: sitemap, robots.txt, canonical links, no private notes, no coach contacts
/// unless asked; and the 404 page every site has.
@Suite struct PublicSiteTests {
    static func build(_ siteYML: String, _ name: String = #function,
                      edit: (URL) throws -> Void = { _ in }) throws -> (tmp: URL, out: URL, summary: BuildSummary) {
        let tmp = TestSupport.temporaryFolder(name)
        let content = TestSupport.copyFixture("site", to: tmp)
        try siteYML.write(to: content.appendingPathComponent("site.yml"), atomically: true, encoding: .utf8)
        let ana = content.appendingPathComponent("athletes/ana-diaz")
        try """
        id,school_id,name,title,email,phone
        c1,s1,Tim Corbin,Head Coach,corbin@example.edu,+1 615 555 0100
        c2,s2,José Cruz,Head Coach,,
        c3,s3,Never Contacted,Assistant Coach,,713-555-0199

        """.write(to: ana.appendingPathComponent("coaches.csv"), atomically: true, encoding: .utf8)
        try "---\ntitle: Coach cell\n---\nCoach's cell is in my phone; don't post it.\n"
            .write(to: ana.appendingPathComponent("notes/2026-03-04-secret.md"), atomically: true, encoding: .utf8)
        try "---\ntitle: Tagged one\nvisibility: public\ntags: [Private]\n---\nTagged private after all.\n"
            .write(to: ana.appendingPathComponent("notes/2026-03-06-tagged.md"), atomically: true, encoding: .utf8)
        try edit(content)
        var o = BuildOptions()
        o.contentFolder = content.path
        o.outputFolder = tmp.appendingPathComponent("_site").path
        o.environment = [:]
        o.jobs = 2
        let summary = try SiteBuilder(options: o).build()
        return (tmp, tmp.appendingPathComponent("_site"), summary)
    }

    static let site = "title: Fixture Family\ntimezone: America/Chicago\ntoday: 2026-03-15\n"

    /// The build's warnings without the thin-résumé ones (the fixture's athletes have no
    /// email or phone; `CoachFilesTests` checks those).
    static func warnings(_ summary: BuildSummary) -> [Diagnostic] {
        summary.warnings.filter { !$0.message.contains("the coach résumé has") }
    }

    /// Every file's text, by path.
    static func everything(_ out: URL) -> [String: String] {
        Dictionary(uniqueKeysWithValues: TestSupport.files(under: out).map { ($0, TestSupport.read(out.appendingPathComponent($0))) })
    }

    @Test func sitemapRobotsAndCanonicalLinksWithBaseURL() throws {
        let (tmp, out, summary) = try Self.build(Self.site + "public: true\nbase_url: https://example.org/family\n")
        defer { try? FileManager.default.removeItem(at: tmp) }
        #expect(Self.warnings(summary).map(\.description) == [
            "\(tmp.path)/site/athletes/ana-diaz/social_media_posts.csv:4:4: warning: school_id: no row of schools has the id or name \"s9\"",
        ])
        // Every page but the 404 page and the coach page's aliases, whose canonical page is the athlete's home.
        let pages = TestSupport.files(under: out).filter { $0.hasSuffix(".html") && $0 != "404.html" && !$0.hasSuffix("/coach/index.html") }
        #expect(pages.count > 10)
        let urls = pages.map { PublicEdition.url(root: "https://example.org/family/", path: $0) }
        #expect(TestSupport.read(out.appendingPathComponent("sitemap.xml")) == """
            <?xml version="1.0" encoding="UTF-8"?>
            <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
            \(urls.map { "  <url><loc>\($0)</loc></url>\n" }.joined())</urlset>

            """)
        #expect(urls.contains("https://example.org/family/"))
        #expect(urls.contains("https://example.org/family/ana-diaz/"))
        #expect(urls.contains("https://example.org/family/roster-class-2027.html"))
        // Reports are the family's: not on a public site that does not publish them.
        #expect(!urls.contains("https://example.org/family/ana-diaz/reports/last-7-days/"))
        let alias = TestSupport.read(out.appendingPathComponent("ana-diaz/coach/index.html"))
        #expect(alias.contains("<link rel=\"canonical\" href=\"https://example.org/family/ana-diaz/\"/>"))
        // A sub-folder: crawlers never read https://example.org/family/robots.txt, so none is written.
        #expect(!TestSupport.files(under: out).contains("robots.txt"))
        for (page, url) in zip(pages, urls) {
            let html = TestSupport.read(out.appendingPathComponent(page))
            #expect(html.components(separatedBy: "rel=\"canonical\"").count == 2, "\(page)")
            #expect(html.contains("<link rel=\"canonical\" href=\"\(url)\"/>"), "\(page)")
            #expect(!html.contains("noindex"), "\(page)")
        }
        let notFound = TestSupport.read(out.appendingPathComponent("404.html"))
        #expect(!notFound.contains("canonical"))
        #expect(notFound.contains("<link rel=\"stylesheet\" href=\"https://example.org/family/assets/style.css\"/>"))
        #expect(notFound.contains("<a href=\"https://example.org/family/index.html\">Go to the home page</a>"))
    }

    /// `robots.txt` only where crawlers read it, at the host's root; the sitemap either way.
    @Test(arguments: [
        ("https://example.org/", "User-agent: *\nAllow: /\n\nSitemap: https://example.org/sitemap.xml\n"),
        ("example.org", "User-agent: *\nAllow: /\n\nSitemap: https://example.org/sitemap.xml\n"),
        ("https://ana.github.io/recruiting/", nil),
        ("https://example.org/club/ana", nil),
    ] as [(String, String?)])
    func robotsTxtOnlyAtTheHostsRoot(baseURL: String, robots: String?) throws {
        let (tmp, out, _) = try Self.build(Self.site + "public: true\nbase_url: \(baseURL)\n")
        defer { try? FileManager.default.removeItem(at: tmp) }
        let files = TestSupport.files(under: out)
        #expect(files.contains("sitemap.xml"))
        #expect((files.contains("robots.txt") ? TestSupport.read(out.appendingPathComponent("robots.txt")) : nil) == robots)
    }

    @Test(arguments: [("https://example.org/", true), ("http://example.org:8080/", true),
                      ("https://example.org/ana/", false), ("https://example.org/a/b/", false)])
    func hostRoot(root: String, expected: Bool) {
        #expect(PublicEdition.isHostRoot(root) == expected)
    }

    @Test func publicWithoutBaseURLWarnsAndWritesNoSitemap() throws {
        let (tmp, out, summary) = try Self.build(Self.site + "public: true\n")
        defer { try? FileManager.default.removeItem(at: tmp) }
        #expect(summary.warnings.map(\.description).contains(
            "\(tmp.path)/site/site.yml: warning: public: true without base_url: sitemap.xml, robots.txt and canonical links were not written (set base_url to the address the site is published at)"))
        let files = TestSupport.files(under: out)
        #expect(!files.contains("sitemap.xml") && !files.contains("robots.txt"))
        #expect(!Self.everything(out).values.contains { $0.contains("canonical") })
    }

    @Test func privateSiteHasA404PageAndNoSitemap() throws {
        let (tmp, out, summary) = try Self.build(Self.site + "base_url: https://example.org/\n")
        defer { try? FileManager.default.removeItem(at: tmp) }
        #expect(Self.warnings(summary).count == 1)
        let files = TestSupport.files(under: out)
        #expect(!files.contains("sitemap.xml") && !files.contains("robots.txt"))
        let html = TestSupport.read(out.appendingPathComponent("404.html"))
        #expect(html.contains("<title>Page not found · Fixture Family</title>"))
        #expect(html.contains("<meta name=\"robots\" content=\"noindex, nofollow\"/>"))
        #expect(html.contains("<link rel=\"stylesheet\" href=\"https://example.org/assets/style.css\"/>"))
        #expect(html.contains("<header><div><a href=\"https://example.org/index.html\">Fixture Family</a>"))
        #expect(html.contains("<a href=\"https://example.org/ana-diaz/index.html\">Ana Díaz</a>"))
        #expect(html.contains("<h1>Page not found</h1>"))
        #expect(html.contains("<div class=\"card not-found\"><p>There is no page at this address. It may have moved when the site was rebuilt.</p><p><a href=\"https://example.org/index.html\">Go to the home page</a></p></div>"))
    }

    @Test func notFoundPageWithoutBaseURLLinksFromTheRootInTheSiteLanguage() throws {
        let (tmp, out, _) = try Self.build(Self.site + "locale: pl\n")
        defer { try? FileManager.default.removeItem(at: tmp) }
        let html = TestSupport.read(out.appendingPathComponent("404.html"))
        #expect(html.contains("<link rel=\"stylesheet\" href=\"/assets/style.css\"/>"))
        #expect(html.contains("<h1>Nie znaleziono strony</h1>"))
        #expect(html.contains("<p><a href=\"/index.html\">Przejdź do strony głównej</a></p>"))
    }

    @Test func privateSitesKeepEverythingPublicSitesDropPrivateNotesAndContacts() throws {
        let (tmp1, privateOut, _) = try Self.build(Self.site)
        defer { try? FileManager.default.removeItem(at: tmp1) }
        let privateText = Self.everything(privateOut).values.joined()
        for secret in ["corbin@example.edu", "615 555 0100", "713-555-0199", "Coach's cell", "Coach cell", "Tagged private after all"] {
            #expect(privateText.contains(secret) || privateText.contains(secret.replacingOccurrences(of: "'", with: "&#39;")), "\(secret)")
        }

        let (tmp2, out, summary) = try Self.build(Self.site + "public: true\nbase_url: https://example.org/\n")
        defer { try? FileManager.default.removeItem(at: tmp2) }
        #expect(Self.warnings(summary).count == 1)  // only the fixture's own
        let files = Self.everything(out)
        for (path, text) in files {
            for secret in ["corbin@example.edu", "615 555 0100", "+16155550100", "713-555-0199", "7135550199", "Coach's cell",
                           "Coach&#39;s cell", "Coach cell", "Tagged one", "Tagged private", "2026-03-04-secret", "2026-03-06-tagged"] {
                #expect(!text.contains(secret), "\(path) holds \(secret)")
            }
            #expect(!path.contains("secret") && !path.contains("tagged"), "\(path)")
        }
        #expect(files.keys.filter { $0.hasPrefix("ana-diaz/notes/") }.sorted()
                == ["ana-diaz/notes/2026-03-02-rice-visit/index.html", "ana-diaz/notes/index.html"])
        // Coaches are the family's section: not even their names without `publish: [schools]`.
        #expect(files["ana-diaz/coaches/index.html"] == nil)
    }

    @Test func publicContactsTrueKeepsThemAndWarns() throws {
        let (tmp, out, summary) = try Self.build(Self.site + "public: true\nbase_url: https://example.org/\npublic_contacts: true\npublish: [schools]\n")
        defer { try? FileManager.default.removeItem(at: tmp) }
        #expect(summary.warnings.map(\.description).contains(
            "\(tmp.path)/site/site.yml: warning: athlete \"ana-diaz\": this public site publishes 1 coach email and 2 coach phone numbers (public_contacts: true); search engines will index them"))
        let text = Self.everything(out).values.joined()
        #expect(text.contains("corbin@example.edu") && text.contains("713-555-0199"))
        #expect(!text.contains("Coach's cell") && !text.contains("Coach&#39;s cell"))
    }
}
