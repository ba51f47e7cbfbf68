import Foundation

/// Writes athletes as plain SQL `INSERT` statements for a database created with
/// `db/schema.sql`, so a content folder can be loaded into PostgreSQL (`sitegen export-sql`)
/// and read back with `--source postgres://…`.
///
/// - Athletes are written in slug order (code points), rows in their source order, columns in
///   `TableSchema` order; the athlete's `id` is its slug. Notes go to the `notes` table, as
///   loaded (title, date, tags, school, visibility, body and the body's first line).
/// - Text is a standard SQL literal (`'` doubled; the script sets `standard_conforming_strings`
///   so backslashes are literal). Numbers are plain decimals.
/// - Timestamps are exported as their instant in UTC (`'2026-01-20T18:00:00Z'`), rebuilt from the
///   local date and the seconds after local midnight; a plain date is local midnight. Reading
///   it back in the same zone gives the same date and time (fractions of a second are not kept:
///   sitegen never reads them).
/// - The whole script runs in one transaction.
public enum SQLExporter {
    /// The INSERT script for `athletes`. `timeZone` is the site time zone (`site.yml`).
    public static func export(athletes: [AthleteData], timeZone: TimeZone = TimeZone(identifier: "UTC")!) -> String {
        let sorted = athletes.sorted { codePointLess($0.slug, $1.slug) }
        let literal = Literal(timeZone: timeZone, zone: TimestampParser(timeZone: timeZone))
        var out = "-- sitegen export-sql: load into a database created with db/schema.sql.\n"
        out += "SET standard_conforming_strings = on;\nBEGIN;\n"
        for athlete in sorted {
            out += "\n-- athlete \(literal.comment(athlete.slug))\n"
            out += insert("athletes", PostgresSchema.athleteColumns.map(\.name), [profileRow(athlete.profile, literal)])
            let id = literal.text(athlete.slug)
            for table in TableSchema.all {
                let rows = rows(of: table, in: athlete, literal)
                guard !rows.isEmpty else { continue }
                let columns = ["athlete_id"] + table.columns.map(\.name)
                let values = rows.map { row in [id] + table.columns.map { row[$0.name] ?? "NULL" } }
                out += insert(table.name, columns, values)
            }
            if !athlete.notes.isEmpty {
                out += insert("notes", ["athlete_id"] + PostgresSchema.noteColumns.map(\.name),
                              athlete.notes.map { [id] + noteRow($0, literal) })
            }
        }
        out += "\nCOMMIT;\n"
        return out
    }

    /// Rows per INSERT statement.
    static let chunk = 500

    static func insert(_ table: String, _ columns: [String], _ rows: [[String]]) -> String {
        var out = ""
        var start = 0
        while start < rows.count {
            let part = rows[start..<min(start + chunk, rows.count)]
            out += "INSERT INTO \(table) (\(columns.joined(separator: ", "))) VALUES\n"
            out += part.map { "    (" + $0.joined(separator: ", ") + ")" }.joined(separator: ",\n")
            out += ";\n"
            start += chunk
        }
        return out
    }

    static func profileRow(_ p: AthleteProfile, _ l: Literal) -> [String] {
        let positions = p.positions.isEmpty ? "NULL"
            : "ARRAY[" + p.positions.map(l.text).joined(separator: ", ") + "]::text[]"
        let testScores = p.testScores.isEmpty ? "NULL" : l.json(object: p.testScores)
        let social = p.social.isEmpty ? "NULL" : l.json(object: p.social)
        let video = p.video.isEmpty ? "NULL" : l.text(
            "[" + p.video.map { v in
                // `length` and `thumbnail` only when given, so a video without them is written as before.
                let extra = [("length", v.length), ("thumbnail", v.thumbnail)].compactMap { key, value in
                    value.map { ", \"\(key)\": \(Literal.jsonString($0))" }
                }.joined()
                return "{\"title\": \(Literal.jsonString(v.title)), \"url\": \(Literal.jsonString(v.url))\(extra)}"
            }.joined(separator: ", ") + "]") + "::jsonb"
        return [
            l.text(p.slug), l.text(p.slug), l.text(p.name), l.text(p.sport), positions,
            l.date(p.graduationDate), "NULL", l.text(p.highSchool), l.text(p.clubTeam),
            l.text(p.hometown), l.text(p.height), l.text(p.weight), l.number(p.gpa), testScores,
            l.text(p.intendedMajor), l.text(p.email), l.text(p.phone), social, video, l.text(p.bio),
            l.text(p.photo), l.text(p.bats), l.text(p.throwsHand), l.text(p.primaryPosition),
            l.text(p.secondaryPosition), l.text(p.ncaaID),
            p.academics.isEmpty ? "NULL" : l.text("[" + p.academics.map {
                "{\"label\": \(Literal.jsonString($0.key)), \"text\": \(Literal.jsonString($0.value))}"
            }.joined(separator: ", ") + "]") + "::jsonb",
            p.references.isEmpty ? "NULL" : l.text("[" + p.references.map(personJSON).joined(separator: ", ") + "]") + "::jsonb",
            p.parent.map { l.text(personJSON($0)) + "::jsonb" } ?? "NULL",
            l.text(p.shortBio),
        ]
    }

    /// `{name, role, team, email, phone}`, the fields that are set, as JSON.
    static func personJSON(_ c: ContactPerson) -> String {
        let fields: [(String, String?)] = [("name", c.name), ("role", c.role), ("team", c.team), ("email", c.email), ("phone", c.phone)]
        return "{" + fields.compactMap { k, v in v.map { "\"\(k)\": \(Literal.jsonString($0))" } }.joined(separator: ", ") + "}"
    }

    static func noteRow(_ n: Note, _ l: Literal) -> [String] {
        let tags = n.tags.isEmpty ? "NULL" : "ARRAY[" + n.tags.map(l.text).joined(separator: ", ") + "]::text[]"
        return [l.text(n.fileName), l.text(n.title), l.date(n.date), tags, l.text(n.schoolId),
                l.text(n.visibility.rawValue), l.text(n.body), String(n.location.line)]
    }

    /// Column name → literal for every row of `table`.
    static func rows(of table: TableSchema, in a: AthleteData, _ l: Literal) -> [[String: String]] {
        switch table.name {
        case "schools":
            return a.schools.map { [
                "id": l.text($0.id), "name": l.text($0.name), "status": l.text($0.status),
                "division": l.text($0.division), "tier": l.text($0.tier?.rawValue), "size": l.text($0.size),
                "city": l.text($0.city), "state": l.text($0.state), "latitude": l.number($0.latitude),
                "longitude": l.number($0.longitude), "website": l.text($0.website),
                "created_at": l.timestamp($0.createdAt, $0.createdTime),
            ] }
        case "coaches":
            return a.coaches.map { [
                "id": l.text($0.id), "school_id": l.text($0.schoolId), "name": l.text($0.name),
                "title": l.text($0.title), "email": l.text($0.email), "phone": l.text($0.phone),
                "twitter": l.text($0.twitter), "created_at": l.timestamp($0.createdAt, $0.createdTime),
            ] }
        case "interactions":
            return a.interactions.map { [
                "id": l.text($0.id), "school_id": l.text($0.schoolId), "coach_id": l.text($0.coachId),
                "type": l.text($0.type), "initiated_by": l.text($0.initiatedBy?.rawValue),
                "sentiment": l.text($0.sentiment?.rawValue), "occurred_at": l.timestamp($0.occurredAt, $0.occurredTime),
                "notes": l.text($0.notes),
            ] }
        case "offers":
            return a.offers.map { [
                "id": l.text($0.id), "school_id": l.text($0.schoolId), "offer_type": l.text($0.offerType),
                "status": l.text($0.status.rawValue), "offered_at": l.date($0.offeredAt),
                "deadline": l.date($0.deadline),
            ] }
        case "events":
            return a.events.map { [
                "id": l.text($0.id), "name": l.text($0.name), "type": l.text($0.type),
                "start_date": l.date($0.startDate), "end_date": l.date($0.endDate),
                "location": l.text($0.location), "school_id": l.text($0.schoolId), "url": l.text($0.url),
            ] }
        case "performance_metrics":
            return a.metrics.map { [
                "id": l.text($0.id), "metric_type": l.text($0.metricType.rawValue),
                "value": l.number($0.value), "unit": l.text($0.unit), "recorded_date": l.date($0.recordedDate),
                "event_id": l.text($0.eventId), "verified": l.bool($0.verified), "notes": l.text($0.notes),
            ] }
        case "social_media_posts":
            return a.posts.map { [
                "id": l.text($0.id), "school_id": l.text($0.schoolId), "platform": l.text($0.platform.rawValue),
                "post_date": l.timestamp($0.postDate, $0.postTime), "is_recruiting_related": l.bool($0.isRecruitingRelated),
                "sentiment": l.text($0.sentiment?.rawValue), "post_content": l.text($0.postContent),
                "author_handle": l.text($0.authorHandle), "url": l.text($0.url),
            ] }
        case "tasks":
            return a.tasks.map { [
                "id": l.text($0.id), "text": l.text($0.text), "is_completed": l.bool($0.isCompleted),
                "created_at": l.timestamp($0.createdAt, $0.createdTime),
            ] }
        case "suggestions":
            return a.suggestions.map { [
                "id": l.text($0.id), "title": l.text($0.title), "description": l.text($0.description),
                "urgency": l.text($0.urgency?.rawValue), "action_url": l.text($0.actionURL),
                "status": l.text($0.status.rawValue),
            ] }
        default:
            preconditionFailure("SQLExporter does not know table \(table.name)")
        }
    }
}
