import FileTestSupport
import Testing
@testable import SiteGen

/// A page's goldens in one file: every byte of each section survives a write and a read.
@Suite struct GoldenFileTests {
    @Test(arguments: [
        ["a": "x"],
        ["a": "x\n", "b": "y"],
        ["b": "", "a": "\n\nz\n\n"],
        ["fixture-site ana-diaz/index.html": "<!DOCTYPE html>\n<p>=== golden</p>\n", "z": "one line"],
    ])
    func sectionsRoundTrip(_ sections: [String: String]) {
        #expect(GoldenFile.parse(GoldenFile.render(sections)) == sections)
    }

    @Test func sectionsAreWrittenInNameOrder() {
        #expect(GoldenFile.render(["b": "2", "a": "1\n"]) == "=== golden: a\n1\n\n=== golden: b\n2\n")
    }

    @Test func theDataFilesGoToTheirPagesGoldens() {
        #expect(SiteBuilderTests.goldenPage("ana-diaz/data/reports-last-30-days.json") == "reports")
        #expect(SiteBuilderTests.goldenPage("empty-one/data/dashboard.json") == "dashboard")
        #expect(SiteBuilderTests.goldenPage("ana-diaz/data/social-all-time.json") == "social")
    }
}
