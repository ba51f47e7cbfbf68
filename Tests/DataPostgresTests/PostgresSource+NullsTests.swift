#if Postgres
import Foundation
import SiteData
import Testing
@testable import SiteDataPostgres

/// NULLs and odd case in the `notes` table, read from a real server (hostile round 4, items 1,
/// 5 and 9): each is a warning at its table, row and column, and a note tagged private stays so.
@Suite(.enabled(if: TestDatabase.isAvailable, "needs SITEGEN_TEST_PG_URL (scripts/with-postgres.sh)"))
struct PostgresSourceNullsTests {
    @Test func nullsInNotesAreWarningsAndKeepPrivacy() throws {
        let url = try TestDatabase.create("note_nulls", sql: TestDatabase.seededSQL + """
            ALTER TABLE notes ALTER COLUMN title DROP NOT NULL;
            DELETE FROM notes;
            INSERT INTO notes (athlete_id, file_name, title, date, tags, school_id, visibility, body, body_line)
            SELECT id, 'a-secret', 'Secret', NULL, ARRAY['Private', NULL], NULL, 'public', 'x', 1 FROM athletes WHERE slug = 'ada-lopez';
            INSERT INTO notes (athlete_id, file_name, title, date, tags, school_id, visibility, body, body_line)
            SELECT id, 'b-untitled', NULL, NULL, NULL, NULL, 'Public', 'y', 2 FROM athletes WHERE slug = 'ada-lopez';
            INSERT INTO notes (athlete_id, file_name, title, date, tags, school_id, visibility, body, body_line)
            SELECT id, 'c-nested', 'N', NULL, ARRAY[['a', NULL], ['PRIVATE', 'b']], NULL, 'PUBLIC', 'z', 3 FROM athletes WHERE slug = 'ada-lopez';
            """)
        let source = try TestDatabase.source(url)
        defer { source.close() }
        let fetched = try source.fetch("ada-lopez")
        #expect(fetched.notes.map(\.fileName) == ["a-secret", "b-untitled", "c-nested"])
        #expect(fetched.notes.map(\.isPrivate) == [true, false, true])
        #expect(fetched.notes.map(\.title) == ["Secret", "b-untitled", "N"])
        #expect(fetched.notes.map(\.tags) == [["Private"], [], ["a", "PRIVATE", "b"]])
        #expect(fetched.diagnostics.items.map(\.description) == [
            #"postgres table notes, file_name "a-secret", column tags: warning: tags holds a NULL; it is left out, the other tags kept"#,
            #"postgres table notes, file_name "b-untitled", column title: warning: title is NULL; the note's first heading or its file name is used"#,
            #"postgres table notes, file_name "c-nested", column tags: warning: tags holds a NULL; it is left out, the other tags kept"#,
        ])
    }
}
#endif
