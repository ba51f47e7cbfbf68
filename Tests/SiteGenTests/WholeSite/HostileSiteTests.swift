import Foundation
import Testing
@testable import SiteGen

/// `Fixtures/hostile`: one athlete whose every text field holds markup, event handlers,
/// `javascript:` URLs in many spellings, spreadsheet formulas, newlines, RTL overrides,
/// emoji, a 500-character string and control characters (see its `generate.py`). The build
/// must succeed and no output may carry any of it as live markup, script URL or formula.
@Suite struct HostileSiteTests {
    func withHostileSite(jobs: Int = 2, _ body: (BuiltSite) throws -> Void) throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        try body(BuiltSite(content: TestSupport.fixtures.appendingPathComponent("hostile"),
                           output: tmp.appendingPathComponent("_site"), jobs: jobs))
    }

    @Test func buildSucceedsAndShowsTheHostileTextEscaped() throws {
        try withHostileSite { site in
            #expect(site.summary.athletes == 1)
            // Its only warnings: each hostile address (profile, events, posts, schools,
            // suggestions), email and phone is kept as text and not linked (WebLink,
            // docs/content.md "Links"), the résumé left without a way to reply says so, and the
            // emoji the résumé has no font for are named (ResumeFontWarnings).
            let warnings = site.summary.warnings.map(\.message)
            #expect(warnings.count == 103)
            #expect(warnings.filter { !$0.hasSuffix(" is not a web address (https://…, a site such as example.org, "
                                                      + "mailto: or tel:); the text is kept but not linked")
                    && !$0.hasSuffix("; the text is kept but not linked") && !$0.contains("the coach résumé has") } == [
                "… and 30 more problems",
                "positions: the résumé PDF has no font for \"🥎🔥👩🏽‍🎓\" (most emoji), which prints as a box; "
                    + "remove it from the field or write it in words",
            ])
            let dashboard = site.text("hostile-one/index.html")
            // The name is shown as text: its markup escaped, the RTL override dropped (it would
            // show the rest of the line reversed too). The greeting shows its first word.
            #expect(dashboard.contains("<p>Welcome back, &lt;script&gt;alert(1)&lt;/script&gt;!</p>"))
            #expect(dashboard.contains("<title>Dashboard · &lt;script&gt;alert(1)&lt;/script&gt; \"&gt;&lt;svg onload=alert(1)&gt; gnp.exe · "))
            #expect(!dashboard.contains("\u{202E}"))
            #expect(!dashboard.contains("\u{01}"))
        }
    }

    @Test func noScriptElementAnywhere() throws {
        try withHostileSite { site in
            #expect(site.checks.scriptTags() == [])
            #expect(site.paths.filter { !$0.hasSuffix(".json") }.count >= 4)
        }
    }

    @Test func noEventHandlerAttributeAnywhere() throws {
        try withHostileSite { site in
            #expect(site.checks.eventHandlerAttributes() == [])
        }
    }

    @Test func noScriptURLInAnyLink() throws {
        try withHostileSite { site in
            #expect(site.checks.scriptURLs() == [])
            // A user-typed URL that is not http(s), mailto or tel is shown without a link (no
            // dead `#` links); an https URL stays a link, its quotes escaped.
            let dashboard = site.text("hostile-one/index.html")
            #expect(dashboard.contains(#"<div><span>JaVaScRiPt:alert(1)</span>"#))
            #expect(dashboard.contains(#"<div><a href="https://example.com/&quot;onmouseover=&quot;x">&lt;script&gt;alert(1)&lt;/script&gt;</a>"#))
            #expect(!dashboard.contains(##"href="#""##))
        }
    }

    @Test func everyPageIsWellFormedXML() throws {
        try withHostileSite { site in
            #expect(site.checks.malformedPages() == [])
            #expect(site.checks.htmlPaths.contains("hostile-one/index.html"))
        }
    }

    /// URLs from data that are not absolute http(s), mailto or tel links are not made into
    /// links (they would point at files that do not exist).
    @Test func everyRelativeLinkNamesAFileInTheOutput() throws {
        try withHostileSite { site in
            #expect(site.checks.brokenLinks() == [])
        }
    }

    @Test func noNetworkLoads() throws {
        try withHostileSite { site in
            #expect(site.checks.networkLoads() == [])
        }
    }

    /// Runs over whatever CSV files the build writes (reports and metrics CSVs come with the
    /// report and performance pages).
    @Test func csvCellsThatLookLikeFormulasArePrefixed() throws {
        try withHostileSite { site in
            #expect(site.checks.formulaCells() == [])
            for path in site.csvPaths {
                let records = CSVParser.records(site.text(path))
                #expect(records.count >= 1, "\(path) has a header row")
                let widths = Set(records.map(\.count))
                #expect(widths.count == 1, "\(path): every record has the same number of fields, got \(widths.sorted())")
            }
        }
    }

    @Test func jsonFilesStayValidJSON() throws {
        try withHostileSite { site in
            let invalid = site.paths.filter { $0.hasSuffix(".json") }.filter {
                (try? JSONSerialization.jsonObject(with: Data(site.text($0).utf8))) == nil
            }
            #expect(invalid == [])
        }
    }

    @Test func buildingTwiceGivesIdenticalBytes() throws {
        var first: [String: String] = [:]
        try withHostileSite(jobs: 1) { first = $0.files }
        try withHostileSite(jobs: 4) { site in
            let second = site.files
            #expect(first.keys.sorted() == second.keys.sorted())
            #expect(first.keys.sorted().filter { first[$0] != second[$0] } == [])
        }
    }
}
