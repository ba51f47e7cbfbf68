import FileTestSupport
import Foundation
import SiteData
import Testing
@testable import SiteGen

@Suite struct SiteBuilderTests {
    /// The page whose golden file holds a data file: its name up to the first `-` or `.`
    /// (`ana-diaz/data/reports-last-30-days.json` → `reports`).
    static func goldenPage(_ path: String) -> String {
        String((path.split(separator: "/").last ?? "").prefix { $0 != "-" && $0 != "." })
    }

    func options(content: URL, output: URL) -> BuildOptions {
        var o = BuildOptions()
        o.contentFolder = content.path
        o.outputFolder = output.path
        o.environment = [:]
        o.jobs = 2
        return o
    }

    @Test func fixtureSiteJSONMatchesExpectedFiles() throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let out = tmp.appendingPathComponent("_site")
        let summary = try SiteBuilder(options: options(content: TestSupport.fixtures.appendingPathComponent("site"), output: out)).build()
        #expect(summary.athletes == 2)
        #expect(summary.today.iso == "2026-03-15")
        #expect(summary.warnings.map(\.message) == [
            #"athlete "ana-diaz": the coach résumé has no email or phone; add email: or phone: to athlete.yml, so a coach can reply and compare"#,
            #"school_id: no row of schools has the id or name "s9""#,
            #"athlete "empty-one": the coach résumé has no email or phone and no metric; add email: or phone: to athlete.yml and a row to performance_metrics.csv, so a coach can reply and compare"#,
        ])

        // Each data file is a section of its page's golden file (`GoldenFile`: `dashboard.json`
        // of `dashboard.golden`, `reports-*.json` of `reports.golden`, …), recorded first with
        // SITEGEN_UPDATE_GOLDEN=1 (CONTRIBUTING.md, "Goldens"), when the sections of files the
        // build no longer writes go too.
        let prefix = "fixture-site "
        func isDataSection(_ name: String) -> Bool { name.hasPrefix(prefix) && name.contains("/data/") }
        let actual = TestSupport.files(under: out).filter { $0.hasSuffix(".json") }
        let pages = Set(actual.map(Self.goldenPage)).union(GoldenFile.all().map(\.page))
        if GoldenFile.updating {
            for page in pages.sorted() {
                let files = actual.filter { Self.goldenPage($0) == page }
                let texts = Dictionary(uniqueKeysWithValues: files.map { (prefix + $0, TestSupport.read(out.appendingPathComponent($0))) })
                GoldenFile(page).record(texts, removing: isDataSection)
            }
        }
        var expected: [String: String] = [:]
        for golden in GoldenFile.all() {
            for (name, text) in golden.sections() where isDataSection(name) { expected[String(name.dropFirst(prefix.count))] = text }
        }
        #expect(Set(expected.keys).subtracting(actual).sorted() == [], "missing files")
        #expect(Set(actual).subtracting(expected.keys).sorted() == [], "unexpected files")
        for path in actual where expected[path] != nil {
            let problem = GoldenFile(Self.goldenPage(path)).mismatch(TestSupport.read(out.appendingPathComponent(path)),
                                                                    section: prefix + path, recording: false)
            #expect(problem == nil, "If the change is intended: \(FixtureSiteTests.regenerate)")
        }
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent(".sitegen").path))
    }

    @Test func remoteImageInANoteIsALinkWithAWarning() throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let content = TestSupport.copyFixture("site", to: tmp)
        try "# Pixel\n\nSeen ![p](https://tracker.example/p.png)\n"
            .write(to: content.appendingPathComponent("athletes/ana-diaz/notes/2026-03-03-pixel.md"), atomically: true, encoding: .utf8)
        let out = tmp.appendingPathComponent("_site")
        let summary = try SiteBuilder(options: options(content: content, output: out)).build()
        #expect(summary.warnings.map(\.description).filter { $0.contains("network") } == [
            "\(content.path)/athletes/ana-diaz/notes/2026-03-03-pixel.md:3:6: warning: image \"https://tracker.example/p.png\" "
                + "would load from the network; it is shown as a link instead"])
        let page = TestSupport.read(out.appendingPathComponent("ana-diaz/notes/2026-03-03-pixel/index.html"))
        #expect(page.contains(#"<p>Seen <a href="https://tracker.example/p.png">p</a></p>"#))
        #expect(!page.contains("<img"))
        // `check` reports it too.
        #expect(try SiteBuilder(options: options(content: content, output: out)).check().map(\.description)
            .filter { $0.contains("network") }.count == 1)
    }

    @Test func sameInputGivesByteIdenticalOutput() throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let content = TestSupport.fixtures.appendingPathComponent("site")
        let a = tmp.appendingPathComponent("a"), b = tmp.appendingPathComponent("b")
        var oa = options(content: content, output: a); oa.jobs = 1
        var ob = options(content: content, output: b); ob.jobs = 4
        _ = try SiteBuilder(options: oa).build()
        _ = try SiteBuilder(options: ob).build()
        let files = TestSupport.files(under: a)
        #expect(files == TestSupport.files(under: b))
        for f in files {
            #expect(FileManager.default.contentsEqual(atPath: a.appendingPathComponent(f).path,
                                                      andPath: b.appendingPathComponent(f).path), "\(f)")
        }
    }

    @Test func badInputReportsEveryProblemAndKeepsTheOldPages() throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let content = TestSupport.copyFixture("site", to: tmp)
        let out = tmp.appendingPathComponent("_site")
        _ = try SiteBuilder(options: options(content: content, output: out)).build()
        let before = TestSupport.files(under: out)

        // Two broken files in two athletes.
        try "id,name,tier\ns1,Vanderbilt,Z\n".write(to: content.appendingPathComponent("athletes/ana-diaz/schools.csv"),
                                                    atomically: true, encoding: .utf8)
        try "name: [unclosed\n".write(to: content.appendingPathComponent("athletes/empty-one/athlete.yml"),
                                     atomically: true, encoding: .utf8)
        var o = options(content: content, output: out)
        o.contentFolder = content.path
        // Both held back (`SiteBuilder+HeldBack`): each keeps its old pages.
        let summary = try SiteBuilder(options: o).build()
        #expect(summary.heldBack.map(\.slug) == ["ana-diaz", "empty-one"])
        let text = summary.errors.map(\.description).joined(separator: "\n")
        #expect(text.contains("athletes/ana-diaz/schools.csv:2:15: error: tier: \"Z\" is not one of A, B, C"))
        #expect(text.contains("athletes/empty-one/athlete.yml:"))
        #expect(TestSupport.files(under: out) == before)
        // Only the cache, beside the site.
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: tmp.path).filter { $0.hasPrefix(".") }
        #expect(leftovers == [".\(out.lastPathComponent).sitegen-cache"])
    }

    @Test func unknownAthleteListsTheKnownOnes() throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        var o = options(content: TestSupport.fixtures.appendingPathComponent("site"), output: tmp.appendingPathComponent("o"))
        o.athletes = ["nobody"]
        #expect {
            try SiteBuilder(options: o).build()
        } throws: { error in
            (error as? UsageError)?.message == #"error: unknown athlete "nobody" (known: ana-diaz, empty-one)"#
        }
    }

    @Test(arguments: [
        ("2026-03-10", "2026-03-01", "error: End date must be after start date"),
        ("2026-03-10", nil, "error: --from and --to go together"),
        ("03/10/2026", "2026-04-01", #"error: --from "03/10/2026" is not a date (YYYY-MM-DD)"#),
    ] as [(String, String?, String)])
    func commandLineRangeErrors(from: String, to: String?, message: String) throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        var o = options(content: TestSupport.fixtures.appendingPathComponent("site"), output: tmp.appendingPathComponent("o"))
        o.from = from
        o.to = to
        #expect { try SiteBuilder(options: o).build() } throws: { ($0 as? UsageError)?.message == message }
        #expect(!FileManager.default.fileExists(atPath: tmp.appendingPathComponent("o").path))
    }

    @Test func commandLineRangeBecomesAReport() throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let out = tmp.appendingPathComponent("o")
        var o = options(content: TestSupport.fixtures.appendingPathComponent("site"), output: out)
        o.from = "2026-01-01"
        o.to = "2026-01-31"
        _ = try SiteBuilder(options: o).build()
        let json = TestSupport.read(out.appendingPathComponent("ana-diaz/data/reports-from-2026-01-01-to-2026-01-31.json"))
        #expect(json.contains(#""preset":"from-2026-01-01-to-2026-01-31""#))
        #expect(json.contains(#""from":"2026-01-01""#))
    }

    @Test func malformedSourceDateEpochIsAnError() throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let content = tmp.appendingPathComponent("c")
        try FileManager.default.createDirectory(at: content.appendingPathComponent("athletes/a"), withIntermediateDirectories: true)
        try "name: A\n".write(to: content.appendingPathComponent("athletes/a/athlete.yml"), atomically: true, encoding: .utf8)
        var o = options(content: content, output: tmp.appendingPathComponent("o"))
        o.environment = ["SOURCE_DATE_EPOCH": "abc"]
        #expect { try SiteBuilder(options: o).build() } throws: {
            ($0 as? InputError)?.description == #"error: SOURCE_DATE_EPOCH "abc" is not a whole number of seconds since 1970-01-01"#
        }
    }

    /// 2026-11-28T02:00:00Z is 8 pm on November 27 in Chicago: without `--today` or `today:`, the
    /// site's time zone decides the date, for the clock and SOURCE_DATE_EPOCH alike.
    @Test(arguments: [("America/Chicago", true, "2026-11-27"), ("America/Chicago", false, "2026-11-27"),
                      (nil, true, "2026-11-28"), ("Asia/Tokyo", false, "2026-11-28")])
    func todayIsTheDateInTheSiteTimeZone(zone: String?, fromClock: Bool, expected: String) throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let content = tmp.appendingPathComponent("c")
        try FileManager.default.createDirectory(at: content.appendingPathComponent("athletes/a"), withIntermediateDirectories: true)
        try "name: A\n".write(to: content.appendingPathComponent("athletes/a/athlete.yml"), atomically: true, encoding: .utf8)
        if let zone {
            try "timezone: \(zone)\n".write(to: content.appendingPathComponent("site.yml"), atomically: true, encoding: .utf8)
        }
        var o = options(content: content, output: tmp.appendingPathComponent("o"))
        let instant = 1_795_831_200
        if fromClock {
            o.clock = { Date(timeIntervalSince1970: TimeInterval(instant)) }
        } else {
            o.environment = ["SOURCE_DATE_EPOCH": String(instant)]
            o.clock = { Date(timeIntervalSince1970: 0) }
        }
        #expect(try SiteBuilder(options: o).loadSite().today.iso == expected)
    }
}
