import Foundation
import Testing
@testable import SiteData

@Suite struct SQLExporterTests {
    @Test func schemaFileIsTheGeneratedSchema() throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("db/schema.sql")
        if ProcessInfo.processInfo.environment["SITEGEN_UPDATE_SCHEMA"] == "1" {
            try PostgresSchema.sql.write(to: file, atomically: true, encoding: .utf8)
        }
        #expect(try String(contentsOf: file, encoding: .utf8) == PostgresSchema.sql,
                "db/schema.sql is stale: SITEGEN_UPDATE_SCHEMA=1 swift test --skip-build --filter SQLExporterTests")
    }

    @Test func exportsEscapedLiteralsInOrder() {
        var a = AthleteData(
            profile: AthleteProfile(slug: "b-athlete", name: "O'Hara \\ \"B\"", positions: ["1B"],
                                    graduationDate: LocalDate(iso: "2027-06-01"), gpa: 3.9,
                                    testScores: [KeyValue("SAT", "1,400 \"superscore\"")],
                                    video: [.init(title: "It's\nme", url: "https://v.example/1")]),
            schools: [School(id: "s'1", name: "Bob's U", tier: .B, latitude: 1e-5)],
            interactions: [Interaction(id: "i1", occurredAt: LocalDate(iso: "2026-01-20")!, occurredTime: 11 * 3600)],
            tasks: [TaskItem(id: "t1", text: "x", isCompleted: true, createdAt: LocalDate(iso: "2026-03-08"))],
            notes: [Note(fileName: "2026-01-02-visit", title: "Visit's notes", date: LocalDate(iso: "2026-01-02"),
                         tags: ["visit", "a,b"], schoolId: "s'1", visibility: .public, body: "# Hi\n\nIt's *fine*.\n",
                         location: SourceLocation(file: "x", line: 7, column: 1))])
        a.profile.bats = "R"
        a.profile.ncaaID = "2404567890"
        a.profile.academics = [KeyValue("Class rank", "12 of 340")]
        a.profile.references = [ContactPerson(name: "Pat O'Neil", role: "Head Coach", email: "pat@x.org")]
        a.profile.parent = ContactPerson(name: "Kim \"K\"", phone: "555 0101")
        a.profile.shortBio = "Two-way player"
        let b = AthleteData(profile: AthleteProfile(slug: "a-athlete", name: "A"))
        let sql = SQLExporter.export(athletes: [a, b], timeZone: TimeZone(identifier: "America/Chicago")!)
        #expect(sql == """
            -- sitegen export-sql: load into a database created with db/schema.sql.
            SET standard_conforming_strings = on;
            BEGIN;

            -- athlete a-athlete
            INSERT INTO athletes (id, slug, name, sport, positions, graduation_date, grad_year, high_school, club_team, hometown, height, weight, gpa, test_scores, intended_major, email, phone, social, video, bio, photo, bats, throws, primary_position, secondary_position, ncaa_id, academics, reference_contacts, parent, short_bio) VALUES
                ('a-athlete', 'a-athlete', 'A', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL);

            -- athlete b-athlete
            INSERT INTO athletes (id, slug, name, sport, positions, graduation_date, grad_year, high_school, club_team, hometown, height, weight, gpa, test_scores, intended_major, email, phone, social, video, bio, photo, bats, throws, primary_position, secondary_position, ncaa_id, academics, reference_contacts, parent, short_bio) VALUES
                ('b-athlete', 'b-athlete', 'O''Hara \\ "B"', NULL, ARRAY['1B']::text[], '2027-06-01', NULL, NULL, NULL, NULL, NULL, NULL, 3.9, '{"SAT": "1,400 \\"superscore\\""}'::jsonb, NULL, NULL, NULL, NULL, '[{"title": "It''s\\nme", "url": "https://v.example/1"}]'::jsonb, NULL, NULL, 'R', NULL, NULL, NULL, '2404567890', '[{"label": "Class rank", "text": "12 of 340"}]'::jsonb, '[{"name": "Pat O''Neil", "role": "Head Coach", "email": "pat@x.org"}]'::jsonb, '{"name": "Kim \\"K\\"", "phone": "555 0101"}'::jsonb, 'Two-way player');
            INSERT INTO schools (athlete_id, id, name, status, division, tier, size, city, state, latitude, longitude, website, created_at) VALUES
                ('b-athlete', 's''1', 'Bob''s U', NULL, NULL, 'B', NULL, NULL, NULL, 0.00001, NULL, NULL, NULL);
            INSERT INTO interactions (athlete_id, id, school_id, coach_id, type, initiated_by, sentiment, occurred_at, notes) VALUES
                ('b-athlete', 'i1', NULL, NULL, NULL, NULL, NULL, '2026-01-20T17:00:00Z', NULL);
            INSERT INTO tasks (athlete_id, id, text, is_completed, created_at) VALUES
                ('b-athlete', 't1', 'x', true, '2026-03-08T06:00:00Z');
            INSERT INTO notes (athlete_id, file_name, title, date, tags, school_id, visibility, body, body_line) VALUES
                ('b-athlete', '2026-01-02-visit', 'Visit''s notes', '2026-01-02', ARRAY['visit', 'a,b']::text[], 's''1', 'public', '# Hi

            It''s *fine*.
            ', 7);

            COMMIT;

            """)
    }

    static func literal(_ zone: String) -> SQLExporter.Literal {
        let tz = TimeZone(identifier: zone)!
        return SQLExporter.Literal(timeZone: tz, zone: TimestampParser(timeZone: tz))
    }

    /// Timestamps keep their time of day (they were written as local midnight:
    /// 2026-01-20T18:00:00Z became '2026-01-20T00:00:00-07:00').
    @Test func timestampsAreTheirInstantInUTC() throws {
        let denver = Self.literal("America/Denver")
        let parsed = try #require(TimestampParser(timeZone: denver.timeZone).parse("2026-01-20T18:00:00Z"))
        #expect(denver.timestamp(parsed.date, parsed.seconds) == "'2026-01-20T18:00:00Z'")
        // A plain date is local midnight; on the DST day the offset of midnight counts.
        let chicago = Self.literal("America/Chicago")
        #expect(chicago.timestamp(LocalDate(iso: "2026-01-15"), nil) == "'2026-01-15T06:00:00Z'")
        #expect(chicago.timestamp(LocalDate(iso: "2026-07-04"), 0) == "'2026-07-04T05:00:00Z'")
        #expect(chicago.timestamp(LocalDate(iso: "2026-03-08"), 9000) == "'2026-03-08T08:30:00Z'")
        #expect(Self.literal("Asia/Kolkata").timestamp(LocalDate(iso: "2026-07-04"), 0) == "'2026-07-03T18:30:00Z'")
        #expect(chicago.timestamp(nil, 5) == "NULL")
    }
}
