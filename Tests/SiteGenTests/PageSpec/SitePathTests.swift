import Testing
@testable import SiteGen

@Suite struct SitePathTests {
    @Test(arguments: [
        ("index.html", "ana/index.html", "ana/index.html"),
        ("ana/index.html", "ana/schools/index.html", "schools/index.html"),
        ("ana/index.html", "assets/style.css", "../assets/style.css"),
        ("ana/reports/last-7-days/index.html", "ana/reports/index.html", "../index.html"),
        ("ana/reports/last-7-days/index.html", "ana/reports/all-time.csv", "../all-time.csv"),
        ("ana/schools/rice/index.html", "bob/index.html", "../../../bob/index.html"),
        ("ana/schools/rice/index.html", "index.html", "../../../index.html"),
        ("ana/schools/rice/index.html", "ana/schools/rice-2/index.html", "../rice-2/index.html"),
        ("an/index.html", "ana/index.html", "../ana/index.html"),
        ("ana/notes/x/index.html", "ana/notes/x/index.html", "index.html"),
        ("łódź/index.html", "łódź/notes/index.html", "notes/index.html"),
    ])
    func relativeLinks(from: String, to: String, expected: String) {
        #expect(SitePath.relative(from: from, to: to) == expected)
    }
}
