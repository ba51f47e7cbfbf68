#if Postgres
import Foundation
import Testing
@testable import SiteData
@testable import SiteDataPostgres

/// Content folder → `export-sql` → PostgreSQL → load gives the same values (issue 9: times of
/// day and notes were lost).
@Suite(.enabled(if: TestDatabase.isAvailable, "needs SITEGEN_TEST_PG_URL (run through scripts/with-postgres.sh)"))
struct RoundTripTests {
    static let files: [String: String] = [
        "athlete.yml": "name: Ada Lopez\nsport: Softball\n",
        "schools.csv": "id,name,created_at\ns1,Texas State,2026-01-15T09:15:30-06:00\ns2,Rice,2026-01-16\n",
        "coaches.csv": "id,school_id,name,created_at\nc1,s1,Pat,2026-01-16 23:59:59+00\n",
        "interactions.csv": "id,school_id,coach_id,occurred_at\ni1,s1,c1,2026-01-20T18:00:00Z\n"
            + "i2,s9,,2026-03-08T08:30:00Z\ni3,s2,c7,2026-11-01T06:30:00Z\n",
        "social_media_posts.csv": "id,platform,post_date,is_recruiting_related\np1,twitter,2026-02-12T04:30:00.75Z,true\n",
        "tasks.csv": "id,text,created_at\nt1,Send transcript,\n",
        "notes/2026-02-10-call.md": "---\ntitle: Call with Pat's staff\ntags: [call, \"a,b\"]\nschool: s1\nvisibility: public\n---\nIt's \"good\" news\\\n\n- one\n",
        "notes/2026-02-10.md": "# Heading title\n",
    ]

    static func contentFolder() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("roundtrip-\(UUID().uuidString)")
        let athlete = root.appendingPathComponent("athletes/ada-lopez")
        try FileManager.default.createDirectory(at: athlete.appendingPathComponent("notes"), withIntermediateDirectories: true)
        for (name, text) in files { try text.write(to: athlete.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        return root
    }

    @Test func folderToSQLToDatabaseLosesNothing() throws {
        let root = try Self.contentFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        var config = SiteConfig()
        config.timezone = "America/Chicago"
        let folder = ContentFolderSource(contentFolder: root, displayRoot: "content")
        let (fromFolder, folderWarnings) = try folder.loadAthlete("ada-lopez", config: config)
        // The references to s9 and c7 are kept, with a warning each, on both sides.
        #expect(folderWarnings.items.map(\.message) == [#"school_id: no row of schools has the id or name "s9""#,
                                                        #"coach_id: no row of coaches has the id or name "c7""#])
        #expect(fromFolder.interactions.map(\.occurredTime) == [12 * 3600, 150 * 60, 90 * 60])
        #expect(fromFolder.notes.count == 2)

        let sql = PostgresSchema.sql + SQLExporter.export(athletes: [fromFolder], timeZone: TimeZone(identifier: "America/Chicago")!)
        // The database's content folder has no notes: they must come from the notes table.
        let source = try TestDatabase.source(try TestDatabase.create("roundtrip", sql: sql))
        defer { source.close() }
        let (fromDatabase, databaseWarnings) = try source.loadAthlete("ada-lopez", config: config)
        // Everything but where a note's front matter names its school: a line of a file, which
        // a database row does not have.
        var expected = fromFolder
        #expect(expected.notes.contains { $0.schoolLocation != nil })
        expected.notes = expected.notes.map { n in
            var n = n
            n.schoolLocation = nil
            return n
        }
        #expect(fromDatabase == expected)
        #expect(databaseWarnings.items.map(\.message) == folderWarnings.items.map(\.message))
    }
}
#endif
