import Foundation
import Testing
@testable import SiteData

@Suite struct SQLExporterTests {
    @Test func schemaFileIsTheGeneratedSchema() throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("db/schema.sql")
        #expect(try String(contentsOf: file, encoding: .utf8) == PostgresSchema.sql)
    }

    @Test func exportsEscapedLiteralsInOrder() {
        let a = AthleteData(
            profile: AthleteProfile(slug: "b-athlete", name: "O'Hara \\ \"B\"", positions: ["1B"],
                                    graduationDate: LocalDate(iso: "2027-06-01"), gpa: 3.9,
                                    testScores: [KeyValue("SAT", "1,400 \"superscore\"")],
                                    video: [.init(title: "It's\nme", url: "https://v.example/1")]),
            schools: [School(id: "s'1", name: "Bob's U", tier: .B, latitude: 1e-5)],
            tasks: [TaskItem(id: "t1", text: "x", isCompleted: true, createdAt: LocalDate(iso: "2026-03-08"))])
        let b = AthleteData(profile: AthleteProfile(slug: "a-athlete", name: "A"))
        let sql = SQLExporter.export(athletes: [a, b], timeZone: TimeZone(identifier: "America/Chicago")!)
        #expect(sql == """
            -- sitegen export-sql: load into a database created with db/schema.sql.
            SET standard_conforming_strings = on;
            BEGIN;

            -- athlete a-athlete
            INSERT INTO athletes (id, slug, name, sport, positions, graduation_date, grad_year, high_school, club_team, hometown, height, weight, gpa, test_scores, intended_major, email, phone, social, video, bio, photo) VALUES
                ('a-athlete', 'a-athlete', 'A', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL);

            -- athlete b-athlete
            INSERT INTO athletes (id, slug, name, sport, positions, graduation_date, grad_year, high_school, club_team, hometown, height, weight, gpa, test_scores, intended_major, email, phone, social, video, bio, photo) VALUES
                ('b-athlete', 'b-athlete', 'O''Hara \\ "B"', NULL, ARRAY['1B']::text[], '2027-06-01', NULL, NULL, NULL, NULL, NULL, NULL, 3.9, '{"SAT": "1,400 \\"superscore\\""}'::jsonb, NULL, NULL, NULL, NULL, '[{"title": "It''s\\nme", "url": "https://v.example/1"}]'::jsonb, NULL, NULL);
            INSERT INTO schools (athlete_id, id, name, status, division, tier, size, city, state, latitude, longitude, website, created_at) VALUES
                ('b-athlete', 's''1', 'Bob''s U', NULL, NULL, 'B', NULL, NULL, NULL, 0.00001, NULL, NULL, NULL);
            INSERT INTO tasks (athlete_id, id, text, is_completed, created_at) VALUES
                ('b-athlete', 't1', 'x', true, '2026-03-08T00:00:00-06:00');

            COMMIT;

            """)
    }

    @Test func timestampsCarryTheOffsetOfLocalMidnight() {
        let l = SQLExporter.Literal(timeZone: TimeZone(identifier: "America/Chicago")!)
        #expect(l.timestamp(LocalDate(iso: "2026-01-15")) == "'2026-01-15T00:00:00-06:00'")
        #expect(l.timestamp(LocalDate(iso: "2026-07-04")) == "'2026-07-04T00:00:00-05:00'")
        let kolkata = SQLExporter.Literal(timeZone: TimeZone(identifier: "Asia/Kolkata")!)
        #expect(kolkata.timestamp(LocalDate(iso: "2026-07-04")) == "'2026-07-04T00:00:00+05:30'")
        #expect(l.timestamp(nil) == "NULL")
    }
}
