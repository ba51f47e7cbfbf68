import Foundation
import Testing
@testable import SiteData

@Suite struct ContentFolderSourceTests {
    static func fixture(_ name: String) throws -> URL {
        try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil)).appendingPathComponent(name)
    }

    func d(_ s: String) -> LocalDate { LocalDate(iso: s)! }

    @Test func goodFolderLoadsExactModels() throws {
        let root = try Self.fixture("good")
        let (config, configProblems) = ContentFolderSource.loadConfig(contentFolder: root, displayRoot: "content")
        #expect(configProblems.isEmpty)
        #expect(config.timezone == "America/Chicago" && config.today == d("2026-03-10") && config.title == "Lopez Family")
        let source = ContentFolderSource(contentFolder: root, displayRoot: "content")
        #expect(try source.athleteSlugs() == ["maya-lopez"])
        let (data, problems) = try source.loadAthlete("maya-lopez", config: config)
        #expect(problems.isEmpty)
        let notePath = "content/athletes/maya-lopez/notes/"
        let expected = AthleteData(
            profile: AthleteProfile(slug: "maya-lopez", name: "Maya Lopez", sport: "Baseball", positions: ["Pitcher"],
                                    graduationDate: d("2027-06-01")),
            schools: [
                School(id: "s1", name: "Ohio State", status: "Interested", division: "D1", tier: .A),
                School(id: "s2", name: "Łódź Tech, \"Poland\"", status: "contacted", division: "D3", tier: .B),
            ],
            coaches: [
                Coach(id: "c1", schoolId: "s1", name: "Pat Smith", title: "Head Coach"),
                Coach(id: "c2", schoolId: "s2", name: "Ola Nowak"),
            ],
            interactions: [
                Interaction(id: "i1", schoolId: "s1", coachId: "c1", type: "email", initiatedBy: .coach,
                            sentiment: .positive, occurredAt: d("2026-02-28"), occurredTime: 20 * 3600 + 30 * 60,
                            notes: "Asked for video,\nthen called"),
                // 08:30Z is 03:30 CDT on the day clocks spring forward: 2.5 hours after local midnight.
                Interaction(id: "i2", schoolId: "s2", type: "call", initiatedBy: .athlete, occurredAt: d("2026-03-08"),
                            occurredTime: 2 * 3600 + 30 * 60),
            ],
            offers: [Offer(id: "o1", schoolId: "s1", offerType: "partial", status: .pending, offeredAt: d("2026-03-01"),
                           deadline: d("2026-03-20"))],
            events: [Event(id: "e1", name: "Spring Showcase", type: "showcase", startDate: d("2026-03-14"),
                           endDate: d("2026-03-15"), location: "Columbus", schoolId: "s1", url: "https://example.org")],
            metrics: [
                PerformanceMetric(id: "m1", metricType: .velocity, value: 84.5, unit: "mph", recordedDate: d("2026-02-01"),
                                  verified: true),
                PerformanceMetric(id: "m2", metricType: .sixtyTime, value: 7.1, unit: "s", recordedDate: d("2026-02-15"),
                                  eventId: "e1", verified: false, notes: "Hand timed"),
            ],
            posts: [SocialPost(id: "p1", schoolId: "s1", platform: .twitter, postDate: d("2026-03-02"),
                               postTime: 12 * 3600, isRecruitingRelated: true, sentiment: .veryPositive, postContent: "Great game!",
                               authorHandle: "@coach", url: "https://x.com/1")],
            tasks: [TaskItem(id: "t1", text: "Send transcript", isCompleted: false, createdAt: d("2026-03-01"))],
            suggestions: [Suggestion(id: "g1", title: "Update video", urgency: .medium, status: .pending)],
            notes: [
                Note(fileName: "2026-03-01-campus-visit", title: "Campus visit", date: d("2026-03-01"), tags: ["visit"],
                     schoolId: "s1", visibility: .public, body: "# Campus visit\n\nMet the coach.\n",
                     location: SourceLocation(file: notePath + "2026-03-01-campus-visit.md", line: 6, column: 1),
                     schoolLocation: SourceLocation(file: notePath + "2026-03-01-campus-visit.md", line: 3, column: 9)),
                Note(fileName: "ideas", title: "ideas", body: "No front matter here.\n",
                     location: SourceLocation(file: notePath + "ideas.md", line: 1, column: 1)),
            ])
        #expect(data == expected)
    }

    @Test func missingSiteYmlGivesDefaults() throws {
        let (config, problems) = ContentFolderSource.loadConfig(contentFolder: try Self.fixture("bad"), displayRoot: "content")
        #expect(config == SiteConfig() && problems.isEmpty)
    }

    @Test func invalidFolderNameIsAnError() throws {
        let source = ContentFolderSource(contentFolder: try Self.fixture("bad"), displayRoot: "club/content")
        #expect(throws: InputError.self) { try source.athleteSlugs() }
        do {
            _ = try source.athleteSlugs()
        } catch {
            #expect(error.diagnostics.items.map(\.description) == [
                "club/content/athletes/Bad_Name: error: athlete folder name \"Bad_Name\" must be lowercase letters, digits and single dashes, at most 64 characters, e.g. \"bad-name\"",
            ])
        }
    }

    /// An athlete folder named `con` became a folder Windows cannot make.
    @Test func aWindowsDeviceNameAsAthleteFolderIsAnError() throws {
        let f = try ContentFolderFixture("reserved-athlete")
        defer { f.remove() }
        let con = f.content.appendingPathComponent("athletes/con")
        try FileManager.default.createDirectory(at: con, withIntermediateDirectories: true)
        try "name: Con\n".write(to: con.appendingPathComponent("athlete.yml"), atomically: false, encoding: .utf8)
        let source = ContentFolderSource(contentFolder: f.content, displayRoot: "content")
        #expect {
            try source.athleteSlugs()
        } throws: { error in
            (error as? InputError)?.diagnostics.items.map(\.description) == [
                "content/athletes/con: error: athlete folder name \"con\" is a device name on Windows (CON, PRN, AUX, NUL, "
                    + "COM0-COM9, LPT0-LPT9), which could not unzip the site or the coach packet; rename the folder, e.g. \"con-1\"",
            ]
        }
        #expect(throws: InputError.self) { try source.loadAthlete("con", config: SiteConfig()) }
    }

    @Test func badAthleteReportsEveryProblemSorted() throws {
        let source = ContentFolderSource(contentFolder: try Self.fixture("bad"), displayRoot: "content")
        do {
            _ = try source.loadAthlete("sam-diaz", config: SiteConfig())
            Issue.record("expected an error")
        } catch {
            #expect(error.diagnostics.items.map(\.description) == [
                "content/athletes/sam-diaz/athlete.yml:2:6: error: gpa \"high\" is not a number",
                "content/athletes/sam-diaz/offers.csv:2:7: error: status: \"maybe\" is not one of pending, accepted, declined",
                "content/athletes/sam-diaz/schools.csv: error: both schools.csv and schools.json exist; keep only one",
            ])
        }
    }

    @Test func missingProfileIsAnError() throws {
        let source = ContentFolderSource(contentFolder: try Self.fixture("bad"), displayRoot: "content")
        do {
            _ = try source.loadAthlete("no-profile", config: SiteConfig())
            Issue.record("expected an error")
        } catch {
            #expect(error.diagnostics.items.map(\.description) == [
                "content/athletes/no-profile: error: athlete.yml is missing (it needs at least \"name: …\")",
            ])
        }
    }

    @Test func aBrokenTableIsOneErrorNotACascadeOfWarnings() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("cfs-broken-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("athletes/a")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "name: A\n".write(to: folder.appendingPathComponent("athlete.yml"), atomically: true, encoding: .utf8)
        try "id,name\ns1,\"Rice\n".write(to: folder.appendingPathComponent("schools.csv"), atomically: true, encoding: .utf8)
        try "id,school_id,name\nc1,s1,Pat\nc2,s2,Lee\n".write(to: folder.appendingPathComponent("coaches.csv"),
                                                             atomically: true, encoding: .utf8)
        let source = ContentFolderSource(contentFolder: root, displayRoot: "content")
        #expect {
            try source.loadAthlete("a", config: SiteConfig())
        } throws: { error in
            (error as? InputError)?.diagnostics.items.map(\.description)
                == ["content/athletes/a/schools.csv:2:4: error: quoted field is never closed (missing \")"]
        }
    }

    /// `school.csv` used to be skipped without a word (the site showed 0 schools).
    @Test func unknownTableFilesAreNamedWithTheClosestTable() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("cfs-unknown-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("athletes/a")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "name: A\n".write(to: folder.appendingPathComponent("athlete.yml"), atomically: true, encoding: .utf8)
        for name in ["school.csv", "Coaches.json", "tasks.CSV", "backup-2026.csv", "photo.jpg"] {
            try "id,name\ns1,A\n".write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        // References into the misnamed schools table are not flagged row by row.
        try "id,school_id,occurred_at\ni1,s1,2026-01-01\ni2,s2,2026-01-02\n".write(
            to: folder.appendingPathComponent("interactions.csv"), atomically: true, encoding: .utf8)
        let source = ContentFolderSource(contentFolder: root, displayRoot: "content")
        #expect {
            try source.loadAthlete("a", config: SiteConfig())
        } throws: { error in
            (error as? InputError)?.diagnostics.items.map(\.description) == [
                "content/athletes/a/Coaches.json: error: unknown table file \"Coaches.json\": did you mean \"coaches.json\"?",
                "content/athletes/a/backup-2026.csv: warning: unknown table file \"backup-2026.csv\" ignored (table files are "
                    + TableSchema.all.map { $0.name + ".csv" }.joined(separator: ", ") + ", or .json)",
                "content/athletes/a/school.csv: error: unknown table file \"school.csv\": did you mean \"schools.csv\"?",
                "content/athletes/a/tasks.CSV: error: unknown table file \"tasks.CSV\": did you mean \"tasks.csv\"?",
            ]
        }
    }
}
