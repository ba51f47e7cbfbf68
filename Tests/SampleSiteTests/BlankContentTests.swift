import Foundation
@testable import SiteData
import Testing
@testable import SampleSite

/// `sitegen new DIR --blank`: a folder a parent fills in by hand, which builds as it is and
/// whose every commented example is valid once uncommented.
@Suite struct BlankContentTests {
    static let today = LocalDate(iso: "2026-11-25")!

    @Test func writesSiteOneAthleteAndEveryTableWithItsHeaderOnly() throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let content = tmp.appendingPathComponent("mine")
        try BlankContent().write(to: content)
        #expect(TestSupport.files(under: content) == [
            "COLUMNS.md", "athletes/my-athlete/athlete.yml", "athletes/my-athlete/coaches.csv",
            "athletes/my-athlete/events.csv", "athletes/my-athlete/interactions.csv", "athletes/my-athlete/offers.csv",
            "athletes/my-athlete/performance_metrics.csv", "athletes/my-athlete/schools.csv",
            "athletes/my-athlete/social_media_posts.csv", "athletes/my-athlete/suggestions.csv",
            "athletes/my-athlete/tasks.csv", "site.yml",
        ])
        var isDir: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: content.appendingPathComponent("athletes/my-athlete/notes").path,
                                               isDirectory: &isDir) && isDir.boolValue)
        #expect(TestSupport.read(content.appendingPathComponent("athletes/my-athlete/offers.csv"))
                == "id,school_id,offer_type,status,offered_at,deadline\n")
        #expect(TestSupport.read(content.appendingPathComponent("athletes/my-athlete/performance_metrics.csv"))
                == "id,metric_type,value,unit,recorded_date,event_id,verified,notes\n")
        // It loads with one message: the name to write in (issue 43 §6); no error.
        let (data, diagnostics) = try load(content)
        #expect(diagnostics.items.map(\.description) == [
            #"mine/athletes/my-athlete/athlete.yml:4:7: warning: name "Your Name" is the template's placeholder; write the athlete's own name (the pages would greet "Welcome back, Your!")"#])
        #expect(data.profile.name == "Your Name")
        #expect(data.schools.isEmpty && data.metrics.isEmpty && data.notes.isEmpty)
    }

    /// Every commented key of athlete.yml and site.yml, uncommented (but the photo, which needs
    /// a file), loads without a message: the examples are written as the loader wants them.
    @Test func everyCommentedExampleIsValid() throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let content = tmp.appendingPathComponent("mine")
        try BlankContent().write(to: content)
        for (file, header) in [("athletes/my-athlete/athlete.yml", 3), ("site.yml", 2)] {
            let url = content.appendingPathComponent(file)
            let lines = TestSupport.read(url).split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { i, line in
                i >= header && line.hasPrefix("# ") && !line.contains("photo:") ? String(line.dropFirst(2)) : String(line)
            }
            try lines.joined(separator: "\n").write(to: url, atomically: false, encoding: .utf8)
        }
        let (config, configProblems) = ContentFolderSource.loadConfig(contentFolder: content)
        #expect(configProblems.isEmpty)
        #expect(config.baseURL == "https://example.org/recruiting/")
        #expect(config.customReports.map(\.name) == ["summer-showcases"])
        let (data, diagnostics) = try load(content)
        // The one warning: the name is still the template's (issue 43 §6).
        #expect(diagnostics.items.map(\.message) == [
            #"name "Your Name" is the template's placeholder; write the athlete's own name (the pages would greet "Welcome back, Your!")"#])
        let p = data.profile
        #expect(p.positions == ["RHP", "OF"])
        #expect(p.gpa == 3.8)
        #expect(p.height == "6'1\"")
        #expect(p.testScores == [KeyValue("ACT", "29"), KeyValue("SAT", "1350")])  // sorted by name, as the profile shows them
        #expect(p.video.map(\.url) == ["https://www.youtube.com/watch?v=abc"])
        #expect(p.bio == "A few sentences about you. Markdown works here.\n")
    }

    /// The blank athlete.yml and COLUMNS.md name every key the loader reads, the ones coaches
    /// read among them (references, parent, bats/throws, NCAA ID, academics, the video's length
    /// and thumbnail).
    @Test func blankAndGuideNameEveryAthleteKey() {
        let guide = ColumnGuide.markdown()
        for key in AthleteProfileLoader.keys + ["length", "thumbnail"] {
            #expect(BlankContent.athleteYAML.contains("\(key):"), "athlete.yml: \(key)")
            #expect(guide.contains("`\(key)`"), "COLUMNS.md: \(key)")
        }
    }

    /// The guide lists every column of every table, from the schema the loader reads.
    @Test func columnGuideListsEveryColumnWithWhatItTakes() {
        let guide = ColumnGuide.markdown()
        for table in TableSchema.all {
            #expect(guide.contains("\n## \(table.name).csv\n"))
            for column in table.columns { #expect(guide.contains("| `\(column.name)` |"), "\(table.name).\(column.name)") }
        }
        #expect(guide.contains("| `status` | yes | one of `pending`, `accepted`, `declined` |\n"))
        #expect(guide.contains("| `recorded_date` | yes | a date: YYYY-MM-DD (2026-03-15) |\n"))
        #expect(guide.contains("| `school_id` | yes | a row of schools.csv: its `id`, its `name`, or its name as in web addresses (`ohio-state`) |\n"))
        #expect(guide.contains("| `status` |  | any text; the site has a label for `interested`, `contacted`, `visited`, `offered`, `committed`, `declined` |\n"))
        #expect(guide.contains("\n## tasks.csv\n\n| column | required | what it takes |\n| --- | --- | --- |\n"
                               + "| `id` |  | a short name for the row, different in every row; leave it empty and sitegen makes one from the row |\n"))
        #expect(guide.contains("| `verified` |  | yes or no (`true`, `false`, `yes`, `no`, `1`, `0`) |\n"))
    }

    func load(_ content: URL) throws -> (AthleteData, Diagnostics) {
        var config = ContentFolderSource.loadConfig(contentFolder: content).0
        config.today = Self.today
        return try ContentFolderSource(contentFolder: content).loadAthlete(BlankContent.athleteSlug, config: config)
    }
}
