#if Postgres
import Dispatch
import Foundation
import PostgresNIO
import SiteData
import Testing
@testable import SiteDataPostgres

/// Fetching through `PostgresSource` from a database seeded with `SQLExporter`.
@Suite(.enabled(if: TestDatabase.isAvailable, "needs SITEGEN_TEST_PG_URL (scripts/with-postgres.sh)"))
struct PostgresSourceTests {
    /// Cell texts of a table, row by row, in column order.
    static func texts(_ table: RawTable?) -> [[String?]] {
        (table?.rows ?? []).map { row in table!.columns.map { table!.cells(of: row)[$0]?.text } }
    }

    @Test func slugsAreSortedAndFiltered() throws {
        let source = try TestDatabase.source(try TestDatabase.create("slugs", sql: TestDatabase.seededSQL))
        defer { source.close() }
        #expect(try source.athleteSlugs() == ["ada-lopez", "zed"])
    }

    @Test func namesComeFromOneQueryWithSlugsAsFallback() throws {
        let source = try TestDatabase.source(try TestDatabase.create("names", sql: TestDatabase.seededSQL))
        defer { source.close() }
        let names = source.athleteNames(["ada-lopez", "zed", "not-there"], config: SiteConfig())
        #expect(names == ["ada-lopez": Fixture.athlete.profile.name, "zed": Fixture.other.profile.name, "not-there": "not-there"])
    }

    @Test func fetchedTablesHoldCSVText() throws {
        let source = try TestDatabase.source(try TestDatabase.create("fetch", sql: TestDatabase.seededSQL))
        defer { source.close() }
        let fetched = try source.fetch("ada-lopez")
        #expect(fetched.diagnostics.isEmpty)
        #expect(fetched.tables.keys.sorted() == TableSchema.all.map(\.name).sorted())

        // Timestamps are exported as their instants in UTC; plain dates as local midnight in
        // America/Chicago (CST -06:00, CDT -05:00).
        #expect(Self.texts(fetched.tables["schools"]) == [
            ["s1", "Texas State", "visited", "D1", "A", "large", "San Marcos", "TX", "29.8884", "-97.9384",
             "https://txst.edu", "2026-01-15T06:00:00Z"],
            ["s2", "O'Neil College'); DROP TABLE schools;--", nil, nil, nil, nil, nil, nil, "0.00001", "-120", nil, nil],
        ])
        #expect(Self.texts(fetched.tables["coaches"]) == [
            ["c1", "s1", "Pat Doe", "Head Coach", "pat@txst.edu", nil, nil, "2026-01-16T06:00:00Z"],
        ])
        #expect(Self.texts(fetched.tables["interactions"]) == [
            ["i1", "s1", "c1", "email", "coach", "very_positive", "2026-02-11T00:00:00Z", "=HYPERLINK(\"x\")\nsecond line"],
            ["i2", "s9", nil, nil, nil, nil, "2026-07-04T05:00:00Z", nil],
        ])
        #expect(Self.texts(fetched.tables["offers"]) == [["o1", "s1", "partial", "pending", "2026-02-01", "2026-04-01"]])
        #expect(Self.texts(fetched.tables["events"]) == [
            ["e1", "Prospect Camp", "camp", "2026-06-10", "2026-06-11", "San Marcos", "s1", "https://camp.example"],
        ])
        #expect(Self.texts(fetched.tables["performance_metrics"]) == [
            ["m1", "exit_velo", "72.5", "mph", "2026-02-01", "e1", "true", nil],
            ["m2", "sixty_time", "7.05", "s", "2026-02-02", nil, "false", "wind"],
        ])
        #expect(Self.texts(fetched.tables["social_media_posts"]) == [
            ["p1", "s1", "twitter", "2026-02-12T04:30:00Z", "true", "positive", "Great camp! 🥎 ‘quotes’", "@coachpat", "https://x.com/1"],
        ])
        #expect(Self.texts(fetched.tables["tasks"]) == [["t1", "Send transcript", "false", "2026-01-20T06:00:00Z"]])
        #expect(Self.texts(fetched.tables["suggestions"]) == [["g1", "Follow up", "Email Pat", "high", "https://txst.edu", "pending"]])
        // Notes come back in the content folder's order ("2026-02-10-call.md" < "2026-02-10.md").
        #expect(fetched.notes == Fixture.athlete.notes)
    }

    /// Notes read from the content folder (the database has none for the athlete) are confined
    /// to it as the folder source's are: a note linked to a file outside is refused by name.
    @Test func contentFolderNotesLinkedOutsideAreRefused() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("pg-notes-\(UUID().uuidString)")
        let notes = root.appendingPathComponent("content/athletes/zed/notes")
        try FileManager.default.createDirectory(at: notes, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let secret = root.appendingPathComponent("secret.md")
        try "# Private\n".write(to: secret, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(at: notes.appendingPathComponent("leak.md"), withDestinationURL: secret)
        let source = try PostgresSource(url: try TestDatabase.create("notelink", sql: TestDatabase.seededSQL),
                                        contentFolder: root.appendingPathComponent("content"), displayRoot: "content",
                                        environment: [:])
        defer { source.close() }
        let message = TestDatabase.message { _ = try source.loadAthlete("zed", config: SiteConfig()) }
        #expect(message == "content/athletes/zed/notes/leak.md: error: this is a symbolic link to "
                + "\(ContentFile.realPath(secret.path)!), outside the content folder; copy the file into the content folder instead")
    }

    @Test func cellsAndRowsNameTableRowAndColumn() throws {
        let source = try TestDatabase.source(try TestDatabase.create("locations", sql: TestDatabase.seededSQL))
        defer { source.close() }
        let schools = try #require(try source.fetch("ada-lopez").tables["schools"])
        #expect(schools.source == "postgres table schools, athlete ada-lopez")
        #expect(schools.columns == TableSchema.schools.columns.map(\.name))
        #expect(schools.rows[1].location.description == "postgres table schools, athlete ada-lopez, row id s2")
        #expect(schools.cells(of: schools.rows[1])["tier"]?.location.description
            == "postgres table schools, athlete ada-lopez, row id s2, column tier")
        #expect(schools.cells(of: schools.rows[1])["tier"]?.text == nil)
    }

    @Test func profileComesFromTheAthletesRow() throws {
        let source = try TestDatabase.source(try TestDatabase.create("profile", sql: TestDatabase.seededSQL))
        defer { source.close() }
        #expect(try source.fetch("ada-lopez").profile == Fixture.athlete.profile)
        #expect(try source.fetch("zed").profile == Fixture.other.profile)
    }

    /// A database made before the coach's keys (bats … parent) builds, reading them as empty;
    /// where the columns exist they are read as athlete.yml has them.
    @Test func coachKeysAreReadWhereTheirColumnsExist() throws {
        let old = try TestDatabase.create("before_coach_keys", sql: PostgresSchema.sql + """
            ALTER TABLE athletes \(PostgresSchema.laterAthleteColumns.sorted().map { "DROP COLUMN \($0)" }.joined(separator: ", "));
            INSERT INTO athletes (id, slug, name) VALUES ('a', 'kim', 'Kim');
            """)
        let oldSource = try TestDatabase.source(old)
        defer { oldSource.close() }
        let before = try #require(try oldSource.fetch("kim").profile)
        #expect(before.bats == nil && before.references == [] && before.parent == nil && before.academics == [])

        let url = try TestDatabase.create("coach_keys", sql: PostgresSchema.sql + """
            INSERT INTO athletes (id, slug, name, bats, throws, ncaa_id, academics, reference_contacts, parent)
            VALUES ('a', 'kim', 'Kim', 'L', 'R', '2404567890', '[{"label": "Class rank", "text": "12 of 340"}]',
                    '[{"name": "Pat Moore", "role": "Head Coach", "phone": "n/a"}]', '{"name": "Dana Kim", "email": "dana@example.org"}');
            """)
        let source = try TestDatabase.source(url)
        defer { source.close() }
        let fetched = try source.fetch("kim")
        let profile = try #require(fetched.profile)
        #expect(profile.bats == "L" && profile.throwsHand == "R" && profile.ncaaID == "2404567890")
        #expect(profile.academics == [KeyValue("Class rank", "12 of 340")])
        #expect(profile.references == [ContactPerson(name: "Pat Moore", role: "Head Coach", phone: "n/a")])
        #expect(profile.references.first?.phoneLink == nil)
        #expect(profile.parent?.emailLink?.url == "mailto:dana@example.org")
        #expect(fetched.diagnostics.items.map(\.description) == [
            "postgres table athletes, row id a, column reference_contacts: warning: reference_contacts.phone: \"n/a\" "
                + WebLink.refusal(.phone),
        ])
    }

    @Test func gradYearAloneMeansJuneFirst() throws {
        let url = try TestDatabase.create("grad_year", sql: PostgresSchema.sql + """
            INSERT INTO athletes (id, slug, name, grad_year, positions, test_scores)
            VALUES ('a', 'kim', 'Kim', 2028, '{}', '{"SAT": 1400, "AP": true, "X": null}');
            """)
        let source = try TestDatabase.source(url)
        defer { source.close() }
        let profile = try #require(try source.fetch("kim").profile)
        #expect(profile.graduationDate == LocalDate(year: 2028, month: 6, day: 1))
        #expect(profile.positions == [])
        #expect(profile.testScores == [KeyValue("AP", "true"), KeyValue("SAT", "1400")])
    }

    /// Every PostgreSQL type the source reads, as the CSV text it becomes.
    @Test func valuesBecomeCSVText() throws {
        let sql = """
            SELECT 92.50::numeric, 0.0000001::numeric, 123456789.000100::numeric, -0.5::numeric, 0::numeric,
                   1e20::numeric, -10000::numeric, 2.5::float8, 1e-5::float8, 1e16::float8, 0.1::float4,
                   3::int2, -7::int4, 9007199254740993::int8, true, false,
                   '2026-02-10T14:30:00.1234Z'::timestamptz, '2026-02-10T14:30:00Z'::timestamptz,
                   '1969-12-31T23:59:59.5Z'::timestamptz, '2026-02-10 08:30:00'::timestamp, '1999-12-31'::date,
                   'x'::varchar, 'y'::char(2), 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11'::uuid, '{"a": [1]}'::jsonb
            """
        let texts = try TestDatabase.withConnection(TestDatabase.base) { c in
            let row = try #require(try c.query(PostgresQuery(unsafeSQL: sql), logger: Logger(label: "t")).wait().first)
            return try Array(row).map { try PostgresText.text($0.bytes!, type: $0.dataType) }
        }
        #expect(texts == [
            "92.5", "0.0000001", "123456789.0001", "-0.5", "0", "100000000000000000000", "-10000", "2.5",
            "0.00001", "10000000000000000", "0.1", "3", "-7", "9007199254740993", "true", "false",
            "2026-02-10T14:30:00.1234Z", "2026-02-10T14:30:00Z", "1969-12-31T23:59:59.5Z",
            "2026-02-10T08:30:00Z", "1999-12-31", "x", "y ", "a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11",
            #"{"a": [1]}"#,
        ])
    }

    /// The pipeline calls the source from Dispatch worker threads at once: they share one
    /// connection, one at a time, and none deadlocks.
    @Test func concurrentLoadsFromDispatchWorkers() throws {
        let source = try TestDatabase.source(try TestDatabase.create("concurrent", sql: TestDatabase.seededSQL))
        defer { source.close() }
        let results = Results()
        DispatchQueue.concurrentPerform(iterations: 8) { i in
            let slug = i % 2 == 0 ? "ada-lopez" : "zed"
            let fetched = try? source.fetch(slug)
            results.append(i, fetched.map { Self.texts($0.tables["schools"]) } ?? [])
        }
        let all = results.sorted()
        #expect(all.count == 8)
        for (i, texts) in all {
            #expect(texts.count == (i % 2 == 0 ? 2 : 1))
        }
    }

    final class Results: @unchecked Sendable {
        private let lock = NSLock()
        private var items: [(Int, [[String?]])] = []
        func append(_ i: Int, _ t: [[String?]]) { lock.lock(); items.append((i, t)); lock.unlock() }
        func sorted() -> [(Int, [[String?]])] { lock.lock(); defer { lock.unlock() }; return items.sorted { $0.0 < $1.0 } }
    }

    // The same data through a content folder and through PostgreSQL gives equal AthleteData.
    @Test
    func assembledDataEqualsTheExportedAthlete() throws {
        let source = try TestDatabase.source(try TestDatabase.create("assembled", sql: TestDatabase.seededSQL))
        defer { source.close() }
        var config = SiteConfig()
        config.timezone = "America/Chicago"
        let (data, diagnostics) = try source.loadAthlete("ada-lopez", config: config)
        #expect(data == Fixture.athlete)
        // The only warning: interaction i2 names school s9, which does not exist.
        #expect(diagnostics.errors.isEmpty)
    }
}
#endif
