import Testing
@testable import SiteData

@Suite struct SiteConfigLoaderTests {
    func load(_ text: String) -> (SiteConfig, [String]) {
        let (c, d) = SiteConfigLoader.load(text: text, file: "site.yml")
        return (c, d.items.map(\.description))
    }

    @Test func allKeys() throws {
        let (c, d) = load("""
        title: Lopez Family
        locale: PL
        timezone: America/Chicago
        today: 2026-11-22
        theme: default
        base_url: https://example.org/recruiting
        public: yes
        reports:
          custom:
            - {name: spring-2026, from: 2026-03-01, to: 2026-05-31}
        packet:
          include: [offers]
        source: postgres://u@h/db
        paper: A4
        """)
        #expect(d == [])
        #expect(c.paper == "a4")
        var e = SiteConfig()
        e.title = "Lopez Family"; e.locale = "pl"; e.timezone = "America/Chicago"
        e.today = LocalDate(iso: "2026-11-22"); e.theme = "default"; e.baseURL = "https://example.org/recruiting/"
        e.isPublic = true; e.packetInclude = ["offers"]; e.source = "postgres://u@h/db"; e.paper = "a4"
        e.customReports = [.init(name: "spring-2026", range: DateRange(from: LocalDate(iso: "2026-03-01")!, to: LocalDate(iso: "2026-05-31")!))]
        #expect(c == e)
    }

    @Test func paperIsLetterOrA4() {
        let (c, d) = load("paper: legal\n")
        #expect(c.paper == nil)
        #expect(d == [#"site.yml:1:8: error: paper "legal" is not one of letter, a4"#])
    }

    @Test func emptyFileGivesDefaults() {
        let (c, d) = load("")
        #expect(c == SiteConfig() && d.isEmpty)
    }

    @Test(arguments: [
        ("title: T\n\n\ntimezone: Mars/Base\n", "site.yml:4:11: error: timezone \"Mars/Base\" is not a known IANA time zone (such as Europe/Warsaw)"),
        ("timezone: Europe/Warsw\n", "site.yml:1:11: error: timezone \"Europe/Warsw\" is not a known IANA time zone (such as Europe/Warsaw); did you mean \"Europe/Warsaw\"?"),
        ("locale: pol\n", "site.yml:1:9: error: locale \"pol\" is not one of en, pl; did you mean \"pl\"?"),
        ("locale: de\n", "site.yml:1:9: error: locale \"de\" is not one of en, pl"),
        ("today: 2026-13-01\n", "site.yml:1:8: error: today \"2026-13-01\" is not a date (YYYY-MM-DD)"),
        ("public: maybe\n", "site.yml:1:9: error: public \"maybe\" is not true or false"),
        ("title: [a, b]\n", "site.yml:1:8: error: title must be text, not a list"),
        ("theme: ../x\n", "site.yml:1:8: error: theme \"../x\" must be a folder name (letters, digits, - and _)"),
        ("base_url: example\n", "site.yml:1:11: error: base_url \"example\" must be a web address starting with https:// or http:// (or a site such as example.org)"),
        ("reports:\n  custom:\n    - name: con\n      from: 2026-03-01\n      to: 2026-05-01\n",
         "site.yml:3:13: error: custom report name \"con\" is a device name on Windows (CON, PRN, AUX, NUL, COM0-COM9, LPT0-LPT9); choose another name (it becomes a folder name)"),
        ("reports:\n  custom:\n    - name: spring\n      from: 2026-05-01\n      to: 2026-03-01\n",
         "site.yml:5:11: error: End date must be after start date"),
        ("reports:\n  custom:\n    - name: Spring 2026\n      from: 2026-03-01\n      to: 2026-05-01\n",
         "site.yml:3:13: error: custom report name \"Spring 2026\" must be lowercase letters, digits and single dashes, e.g. \"spring-2026\" (it becomes a folder name)"),
        ("reports:\n  custom:\n    - name: last-7-days\n      from: 2026-03-01\n      to: 2026-05-01\n",
         "site.yml:3:13: error: custom report name \"last-7-days\" is taken by the preset \"last-7-days\"; choose another name"),
        ("reports:\n  custom:\n    - name: from-march\n      from: 2026-03-01\n      to: 2026-05-01\n",
         "site.yml:3:13: error: custom report name \"from-march\" must not start with \"from-\" (reserved for --from/--to ranges)"),
        ("reports:\n  custom:\n    - name: spring\n      from: 2026-03-01\n",
         "site.yml:3:7: error: custom report is missing \"to\""),
        ("title: a\n  b: c\n", "site.yml:2:1: error: not valid YAML: this line starts with 2 spaces more than the line above "
         + "(left when a \"#\" was removed?), so YAML reads \"b:\" as part of \"title:\"; remove those spaces so that \"b:\" "
         + "lines up with \"title:\" (the YAML parser says: mapping values are not allowed in this context)"),
        ("- a\n- b\n", "site.yml:1:1: error: site.yml must be a map of \"key: value\" lines, not a list"),
        ("title: A\ntitle: B\n", "site.yml:1:1: error: key title appears more than once in this map"),
    ])
    func errors(text: String, message: String) {
        let (_, d) = load(text)
        #expect(d == [message])
    }

    @Test func documentsDefaultsToYesAndReadsABoolean() {
        #expect(load("title: T\n").0.documents == true)
        #expect(load("documents: false\n").0.documents == false)
        #expect(load("documents: no\n").0.documents == false)
        #expect(load("documents: true\n").0.documents == true)
    }

    /// `host:` names a host whose limits the build checks (issue 43 §3).
    @Test func hostIsOneOfTheFour() {
        #expect(load("host: Cloudflare-Pages\n").0.host == "cloudflare-pages")
        #expect(load("host: vercel\n").1 == [#"site.yml:1:7: error: host "vercel" is not one of cloudflare-pages, github-pages, gitlab-pages, netlify"#])
    }

    @Test func unknownKeysWarnOnce() {
        let (c, d) = load("title: T\ncolour: red\nreports:\n  weekly: true\n")
        #expect(c.title == "T")
        #expect(d == ["site.yml:2:1: warning: unknown keys ignored: colour, reports.weekly; site.yml keys are: title, locale, "
                      + "timezone, today, theme, base_url, public, public_contacts, publish, reports, packet, source, paper, date_order, documents, host, metric_types; reports keys "
                      + "are: custom, pdf"])
    }

    /// `reports.pdf:` asks for a PDF per report range (issue 44 §3); off by default.
    @Test func reportPDFsAreOptIn() {
        #expect(load("").0.reportPDFs == false)
        #expect(load("reports:\n  pdf: true\n").0.reportPDFs == true)
        #expect(load("reports:\n  pdf: false\n").0.reportPDFs == false)
        #expect(load("reports:\n  pdf: maybe\n").1 == [#"site.yml:2:8: error: pdf "maybe" is not true or false"#])
    }

    /// `https://example.org/ana/?x=1` gave canonical links `…/ana/?x=1/ethan-carter/`, and a
    /// space went raw into the sitemap.
    @Test(arguments: [
        ("https://example.org/ana/?x=1", "must not have a query (?…) or a fragment (#…): the address of each page is added after it"),
        ("https://example.org/ana#top", "must not have a query (?…) or a fragment (#…): the address of each page is added after it"),
        ("https://ana:secret@example.org/", "must not hold a user name or password (…@): every page and the sitemap would show it"),
        ("https:///ana/", "must be a web address starting with https:// or http:// (or a site such as example.org)"),
        ("https://exa mple.org/", "has no valid host (a name of letters, digits, - and ., an international one in its xn-- form, and an optional :port)"),
        ("https://bücher.example/", "has no valid host (a name of letters, digits, - and ., an international one in its xn-- form, and an optional :port)"),
        ("https://example.org:99999/", "has no valid host (a name of letters, digits, - and ., an international one in its xn-- form, and an optional :port)"),
        ("https://example.org\\@evil.com/", "must not hold a user name or password (…@): every page and the sitemap would show it"),
        ("ftp://example.org/", "must be a web address starting with https:// or http:// (or a site such as example.org)"),
        ("//example.org/", "must be a web address starting with https:// or http:// (or a site such as example.org)"),
        ("mailto:ana@example.org", "must be a web address starting with https:// or http:// (or a site such as example.org)"),
        ("JavaScript:alert(1)", "must be a web address starting with https:// or http:// (or a site such as example.org)"),
    ])
    func badBaseURLIsRefusedAtItsLine(url: String, why: String) {
        let (c, d) = load("title: T\nbase_url: '\(url)'\n")
        #expect(c.baseURL == nil)
        #expect(d == ["site.yml:2:11: error: base_url \(Quote.text(url)) \(why)"])
    }

    @Test(arguments: [
        ("https://example.org/recruiting", "https://example.org/recruiting/"),
        ("https://example.org", "https://example.org/"),
        ("HTTPS://Example.ORG/Ana/", "https://example.org/Ana/"),
        ("http://localhost:8080/a b/", "http://localhost:8080/a%20b/"),
        ("https://example.org/łódź/%C5%81%zz", "https://example.org/%C5%82%C3%B3d%C5%BA/%C5%81%25zz/"),
        ("https://example.org/a\"b<c>/", "https://example.org/a%22b%3Cc%3E/"),
        ("http://[::1]:8000/site", "http://[::1]:8000/site/"),
        ("  https://example.org/x  ", "https://example.org/x/"),
        ("example.org/maya", "https://example.org/maya/"),
    ])
    func baseURLIsStoredPercentEncodedWithATrailingSlash(url: String, stored: String) {
        let (c, d) = load("base_url: '\(url)'\n")
        #expect(d == [])
        #expect(c.baseURL == stored)
    }

    @Test func dateOrderIsMdyOrDmy() {
        #expect(load("date_order: MDY\n").0.dateOrder == "mdy")
        #expect(load("date_order: dmy\n").0.dateOrder == "dmy")
        #expect(load("title: T\n").0.dateOrder == nil)
        let (c, d) = load("date_order: us\n")
        #expect(c.dateOrder == nil)
        #expect(d == [#"site.yml:1:13: error: date_order "us" is not one of mdy (month first: 9/28/2025), dmy (day first: 28/9/2025)"#])
    }
}
