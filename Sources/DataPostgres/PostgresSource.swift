#if Postgres
import Foundation
import PostgresNIO
import SiteData

/// Reads athletes from a PostgreSQL database laid out as `db/schema.sql` (the Recruiting
/// Compass Supabase layout): `athletes` plus one table per `TableSchema`, filtered by
/// `athlete_id`. Notes (and the photo file) still come from the content folder.
///
/// Every athlete is read in one read-only transaction on one shared connection; values become
/// the text a CSV would hold (`PostgresText`) and `AthleteAssembler` types them with the same
/// rules and messages as the content folder. The password (from the URL or `PGPASSWORD`) is
/// never printed.
public struct PostgresSource: DataSource, CustomStringConvertible {
    let url: PostgresURL
    let contentFolder: URL
    let displayRoot: String
    let connector: PostgresConnector

    /// Parses `url` (`postgres://user[:password]@host[:port]/database[?sslmode=disable|prefer|require|verify-full][&connect_timeout=S]`).
    /// `PGPASSWORD`, `PGUSER`, `PGDATABASE` in `environment` fill in what the URL leaves out.
    /// Nothing is connected until the first call.
    /// - Parameters:
    ///   - contentFolder: the content folder, for `athletes/<slug>/notes`.
    ///   - displayRoot: how messages name `contentFolder` (e.g. `content`).
    public init(url: String, contentFolder: URL, displayRoot: String, environment: [String: String]) throws(InputError) {
        let parsed = try PostgresURL(parsing: url, environment: environment)
        self.url = parsed
        self.contentFolder = contentFolder
        self.displayRoot = displayRoot
        self.connector = PostgresConnector(url: parsed)
    }

    /// `postgres://user@host:port/database`: the URL without password or parameters.
    public var description: String { url.redacted }

    /// The database holds no files: the photo and the notes' pictures are read from the
    /// athlete's folder in the content folder (`athletes/<slug>/<path>`), as with no database.
    public func asset(_ path: String, athlete slug: String, display: String) -> AssetFile {
        ContentFile.asset(path, athlete: slug, contentFolder: contentFolder, display: display)
    }

    /// Closes the connection. The source reconnects if it is used again.
    public func close() {
        connector.close()
    }

    /// `SELECT slug FROM athletes ORDER BY slug`, in code-point order. Also checks that every
    /// table and column exists and that every slug is valid.
    public func athleteSlugs() throws(InputError) -> [String] {
        let rows = try connector.withConnection { (connection) throws(InputError) in
            try connector.rows(connection, #"SELECT id, slug FROM athletes ORDER BY slug COLLATE "C""#, table: "athletes")
        }
        var diagnostics = Diagnostics()
        var slugs: [String] = []
        for row in rows {
            let cells = Array(row)
            let id = (try? cells[0].bytes.map { try PostgresText.text($0, type: cells[0].dataType) }) ?? nil
            let at = SourceLocation(file: "postgres table athletes, row id \(id ?? "NULL"), column slug")
            guard let bytes = cells[1].bytes, PostgresText.isTextLike(cells[1].dataType),
                  let slug = try? PostgresText.text(bytes, type: cells[1].dataType) else {
                diagnostics.error("expected a slug (text), found \(cells[1].bytes == nil ? "NULL" : PostgresText.name(of: cells[1].dataType))", at: at)
                continue
            }
            guard PostgresSource.isValidSlug(slug) else {
                diagnostics.error("\"\(slug)\" is not a valid slug: use lowercase letters, digits and single hyphens, at most 64 characters", at: at)
                continue
            }
            slugs.append(slug)
        }
        if diagnostics.hasErrors { throw InputError(diagnostics) }
        return slugs.sorted(by: codePointLess)
    }

    /// `SELECT slug, name FROM athletes`: the names for the athlete switcher in one query,
    /// without fetching every athlete's tables (the full load reports any problem).
    public func athleteNames(_ slugs: [String], config: SiteConfig) -> [String: String] {
        let rows = try? connector.withConnection { (connection) throws(InputError) in
            try connector.rows(connection, "SELECT slug, name FROM athletes", table: "athletes")
        }
        var names: [String: String] = [:]
        for row in rows ?? [] {
            let cells = Array(row)
            guard let slugBytes = cells[0].bytes, let nameBytes = cells[1].bytes,
                  let slug = try? PostgresText.text(slugBytes, type: cells[0].dataType),
                  let name = try? PostgresText.text(nameBytes, type: cells[1].dataType) else { continue }
            names[slug] = name
        }
        for slug in slugs where names[slug] == nil { names[slug] = slug }
        return names
    }

    /// The athlete's profile and tables from the database, typed by `AthleteAssembler`. Notes
    /// come from the `notes` table when it holds any for the athlete (`export-sql` writes them
    /// there), else from `<contentFolder>/athletes/<slug>/notes`.
    public func loadAthlete(_ slug: String, config: SiteConfig) throws(InputError) -> (AthleteData, Diagnostics) {
        guard let timeZone = TimeZone(identifier: config.timezone) else {
            throw InputError(Diagnostics([.error("unknown time zone \"\(config.timezone)\"")]))
        }
        var fetched = try fetch(slug)
        var diagnostics = fetched.diagnostics
        let athleteFolder = contentFolder.appendingPathComponent("athletes").appendingPathComponent(slug)
        var notes = fetched.notes
        if notes.isEmpty {
            // Confined to the content folder as the folder source's notes are: a note linked to a
            // file outside it is refused, not published.
            let (loaded, noteDiagnostics) = NotesLoader.load(folder: athleteFolder.appendingPathComponent("notes"),
                                                             displayRoot: displayRoot + "/athletes/" + slug + "/notes",
                                                             resolver: ContentFile.Resolver(root: contentFolder))
            notes = loaded
            diagnostics.append(contentsOf: noteDiagnostics)
        }
        guard let profile = fetched.profile, !diagnostics.hasErrors else { throw InputError(diagnostics, profile: fetched.profile) }
        let tables = fetched.tables
        fetched.tables = [:]  // the assembler frees each table as it goes, if nothing else holds it
        let (data, assembled) = AthleteAssembler.assemble(profile: profile, tables: consume tables, notes: notes,
                                                          timeZone: timeZone, metricTypes: config.metricTypes)
        diagnostics.append(contentsOf: assembled)
        guard let data, !diagnostics.hasErrors else { throw InputError(diagnostics, profile: profile) }
        return (data, diagnostics)
    }

    /// What the database holds for one athlete, before typing.
    struct Fetched {
        /// nil when the profile row has errors (they are in `diagnostics`).
        var profile: AthleteProfile?
        /// Table name → rows as text, for every table of `TableSchema.all`.
        var tables: [String: RawTable]
        /// Rows of the `notes` table (empty without one).
        var notes: [Note] = []
        var diagnostics: Diagnostics
    }

    /// Reads the athlete row and every table in one read-only transaction, each table's rows
    /// converted as they arrive (`PostgresTableReader`). The transaction's statements may take
    /// `statement_timeout` seconds each (set here, not at login: poolers such as PgBouncer
    /// refuse unknown startup parameters).
    func fetch(_ slug: String) throws(InputError) -> Fetched {
        let profileRows = PostgresRowCollector(), noteRows = PostgresRowCollector()
        let readers = TableSchema.all.map { PostgresTableReader($0, slug: slug) }
        try connector.withConnection { (connection) throws(InputError) in
            var statements: [PostgresConnector.Statement] = [
                .init(query: "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY"),
                .init(query: "SET LOCAL statement_timeout = \(unescaped: String(url.statementTimeout * 1000))"),
                .init(query: PostgresSource.profileQuery(slug, absent: connector.absentAthleteColumns), table: "athletes, athlete \(slug)", onRow: profileRows.onRow),
            ]
            statements += readers.map { reader in
                .init(query: PostgresSource.tableQuery(reader.schema, slug: slug), table: "\(reader.schema.name), athlete \(slug)",
                      onRow: { reader.add($0) })
            }
            if connector.hasNotesTable {
                statements.append(.init(query: PostgresSource.notesQuery(slug), table: "notes, athlete \(slug)",
                                        onRow: noteRows.onRow))
            }
            statements.append(.init(query: "COMMIT"))
            try connector.pipeline(connection, statements)
        }
        guard let profileRow = profileRows.rows.first else {
            throw InputError(Diagnostics([.error("no athlete with slug \"\(slug)\" in table athletes", at: connector.location)]))
        }
        var diagnostics = Diagnostics()
        let profile = PostgresSource.profile(from: profileRow, diagnostics: &diagnostics)
        var tables: [String: RawTable] = [:]
        for reader in readers {
            diagnostics.append(contentsOf: reader.diagnostics)
            tables[reader.schema.name] = reader.table()
        }
        let notes = PostgresSource.notes(noteRows.rows, slug: slug, displayRoot: displayRoot, diagnostics: &diagnostics)
        return Fetched(profile: diagnostics.hasErrors ? nil : profile, tables: tables, notes: notes,
                       diagnostics: diagnostics)
    }

    /// The athlete's row; a later column the table lacks (`absent`) is read as NULL.
    static func profileQuery(_ slug: String, absent: Set<String> = []) -> PostgresQuery {
        let columns = PostgresSchema.athleteColumns.map {
            absent.contains($0.name) ? "NULL AS \(PostgresSchema.quoted($0.name))" : PostgresSchema.quoted($0.name)
        }.joined(separator: ", ")
        return "SELECT \(unescaped: columns) FROM athletes WHERE slug = \(slug)"
    }

    static func tableQuery(_ table: TableSchema, slug: String) -> PostgresQuery {
        let columns = table.columns.map { PostgresSchema.quoted($0.name) }.joined(separator: ", ")
        return """
            SELECT \(unescaped: columns) FROM \(unescaped: PostgresSchema.quoted(table.name)) \
            WHERE athlete_id = (SELECT id FROM athletes WHERE slug = \(slug)) \
            ORDER BY id::text COLLATE "C"
            """
    }

    /// `^[a-z0-9]+(-[a-z0-9]+)*$`, at most 64 characters.
    static func isValidSlug(_ slug: String) -> Bool {
        let u = Array(slug.utf8)
        guard !u.isEmpty, u.count <= 64, u.first != UInt8(ascii: "-"), u.last != UInt8(ascii: "-") else { return false }
        var previousHyphen = false
        for c in u {
            let hyphen = c == UInt8(ascii: "-")
            let ok = hyphen || (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9"))
            if !ok || (hyphen && previousHyphen) { return false }
            previousHyphen = hyphen
        }
        return true
    }
}
#endif
