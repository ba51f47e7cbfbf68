/// The database layout sitegen reads: `athletes` plus one table per `TableSchema`, each with
/// `athlete_id`. `db/schema.sql` is `PostgresSchema.sql` written out (a test keeps them equal).
public enum PostgresSchema {
    /// The columns of `athletes`, in SELECT order.
    public static let athleteColumns: [(name: String, sqlType: String)] = [
        ("id", "text PRIMARY KEY"),
        ("slug", "text NOT NULL UNIQUE"),
        ("name", "text NOT NULL"),
        ("sport", "text"),
        ("positions", "text[]"),
        ("graduation_date", "date"),
        ("grad_year", "integer"),
        ("high_school", "text"),
        ("club_team", "text"),
        ("hometown", "text"),
        ("height", "text"),
        ("weight", "text"),
        ("gpa", "numeric"),
        ("test_scores", "jsonb"),
        ("intended_major", "text"),
        ("email", "text"),
        ("phone", "text"),
        ("social", "jsonb"),
        ("video", "jsonb"),
        ("bio", "text"),
        ("photo", "text"),
        ("bats", "text"),
        ("throws", "text"),
        ("primary_position", "text"),
        ("secondary_position", "text"),
        ("ncaa_id", "text"),
        ("academics", "jsonb"),
        ("reference_contacts", "jsonb"),
        ("parent", "jsonb"),
        ("short_bio", "text"),
    ]

    /// The `athletes` columns added after the first schema (the keys coaches filter and verify
    /// on): a database made before them still builds, and reads them as empty.
    public static let laterAthleteColumns: Set<String> = [
        "bats", "throws", "primary_position", "secondary_position", "ncaa_id", "academics", "reference_contacts", "parent",
        "short_bio",
    ]

    /// The columns of `notes`, in SELECT order: a note file's name (without `.md`), its title,
    /// date, tags, school and visibility as the content folder resolves them, its Markdown body,
    /// and the line of the `.md` file where the body starts (for messages).
    public static let noteColumns: [(name: String, sqlType: String)] = [
        ("file_name", "text NOT NULL"),
        ("title", "text NOT NULL"),
        ("date", "date"),
        ("tags", "text[]"),
        ("school_id", "text"),
        ("visibility", "text NOT NULL"),
        ("body", "text NOT NULL"),
        ("body_line", "integer NOT NULL"),
    ]

    /// The SQL type of a content column.
    public static func sqlType(_ kind: TableSchema.Kind) -> String {
        switch kind {
        case .id, .text, .enumeration, .reference: "text"
        case .date: "date"
        case .timestamp: "timestamptz"
        case .bool: "boolean"
        case .number: "numeric"
        }
    }

    /// `"name"`: a double-quoted SQL identifier.
    public static func quoted(_ identifier: String) -> String {
        "\"" + identifier.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// The DDL that creates every table, key and index (the content of `db/schema.sql`).
    public static var sql: String {
        var out = """
        -- sitegen: the PostgreSQL layout read by `sitegen build --source postgres://…`.
        -- Generated from TableSchema (Sources/Data/Export/PostgresSchema.swift); keep in step.
        -- Ids are text. Every content table carries athlete_id and has primary key (athlete_id, id).
        -- References between content tables (school_id, coach_id, event_id) are plain text:
        -- a reference to a missing row is a warning in sitegen, not a database error.

        CREATE TABLE athletes (

        """
        out += athleteColumns.map { "    \($0.name) \($0.sqlType)" }.joined(separator: ",\n")
        out += "\n);\n"
        for table in TableSchema.all {
            out += "\nCREATE TABLE \(table.name) (\n"
            out += "    athlete_id text NOT NULL REFERENCES athletes (id) ON DELETE CASCADE,\n"
            for column in table.columns {
                // An id may be left empty in a file (then derived), never in the database.
                let notNull = column.required || column.kind == .id ? " NOT NULL" : ""
                out += "    \(column.name) \(sqlType(column.kind))\(notNull),\n"
            }
            out += "    PRIMARY KEY (athlete_id, id)\n);\n"
            out += "CREATE INDEX \(table.name)_athlete_id_idx ON \(table.name) (athlete_id);\n"
        }
        out += """

            -- Notes (optional): `sitegen export-sql` writes the content folder's notes here. An
            -- athlete with rows here takes its notes from this table, else from the content folder.
            CREATE TABLE notes (
                athlete_id text NOT NULL REFERENCES athletes (id) ON DELETE CASCADE,

            """
        out += noteColumns.map { "    \($0.name) \($0.sqlType),\n" }.joined()
        out += "    PRIMARY KEY (athlete_id, file_name)\n);\n"
        out += "CREATE INDEX notes_athlete_id_idx ON notes (athlete_id);\n"
        return out
    }
}
