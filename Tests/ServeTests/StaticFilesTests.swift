import Foundation
import Testing
@testable import SiteServe

@Suite struct StaticFilesTests {
    @Test(arguments: [
        ("/", ["index.html"]),
        ("/index.html", ["index.html", "index.html/index.html"]),
        ("/ethan/dashboard/", ["ethan/dashboard", "ethan/dashboard/index.html"]),
        ("/ethan/dashboard", ["ethan/dashboard", "ethan/dashboard/index.html"]),
        ("/ethan/./dashboard/index.html?x=1", ["ethan/dashboard/index.html", "ethan/dashboard/index.html/index.html"]),
        ("/%73ite.css", ["site.css", "site.css/index.html"]),
    ])
    func pathsMapToFilesOfTheSite(path: String, files: [String]) {
        #expect(StaticFiles.candidates(for: path) == files)
    }

    @Test(arguments: ["/../etc/passwd", "/ethan/../../etc/passwd", "/%2e%2e/etc/passwd", "/ethan/%2E%2E/%2E%2E/x", "/a%00b",
                      "/.sitegen-cache", "/%2esitegen-cache", "/ethan/.git/config", "/ethan/%2Egit/config", "/ethan/../.sitegen-cache"])
    func nothingOutsideTheSiteIsAsked(path: String) {
        #expect(StaticFiles.candidates(for: path) == nil)
    }

    @Test func contentTypes() {
        #expect(StaticFiles.contentType(for: "a/b.HTML") == "text/html; charset=utf-8")
        #expect(StaticFiles.contentType(for: "a/b.csv") == "text/csv; charset=utf-8")
        #expect(StaticFiles.contentType(for: "a.b/c") == "application/octet-stream")
        // Hostile round 4: with `nosniff`, a résumé served as octet-stream downloads instead of opening.
        #expect(StaticFiles.contentType(for: "ana/resume.PDF") == "application/pdf")
        #expect(StaticFiles.contentType(for: "ana/notes/a.gif") == "image/gif")
        #expect(StaticFiles.contentType(for: "ana/notes/a.webp") == "image/webp")
    }
}
