#if Postgres
import Foundation
import PostgresNIO
import SiteData

/// One connection to the database, shared by every load of a `PostgresSource` and used by one
/// caller at a time.
///
/// The `DataSource` API is synchronous and the build pipeline calls it from Dispatch worker
/// threads, so this bridges with postgres-nio's `EventLoopFuture` API and `.wait()`: the
/// network work runs on NIO's own event-loop thread (`MultiThreadedEventLoopGroup.singleton`),
/// never on the caller's thread, so a blocked caller (a Dispatch worker, the main thread, even
/// a Swift-concurrency thread) cannot starve it and cannot deadlock. Callers are serialised by
/// a lock because a PostgreSQL connection runs one transaction at a time.
final class PostgresConnector: @unchecked Sendable {
    let url: PostgresURL
    private let lock = NSLock()
    private var connection: PostgresConnection?
    private var schemaChecked = false
    /// The first "no answer" (a frozen server or a stuck proxy): every later use of this
    /// connector fails at once with the same error, which the build shows once, instead of
    /// waiting out the timeout again per athlete or failing with the driver's own words for the
    /// connection it closed (`clientClosedConnection`, 267 lines in hostile round 4).
    private var unanswered: InputError?
    /// Whether the optional `notes` table exists (set by the schema check).
    private(set) var hasNotesTable = false
    /// `PostgresSchema.laterAthleteColumns` that this database's `athletes` table lacks.
    private(set) var absentAthleteColumns: Set<String> = []
    private let logger: Logger

    init(url: PostgresURL) {
        self.url = url
        var logger = Logger(label: "sitegen.postgres")
        logger.logLevel = .critical  // postgres-nio's own logging stays quiet
        self.logger = logger
    }

    deinit {
        // A safety net: the pipeline closes its source, but a connection must never be
        // released open (postgres-nio asserts on it). Sources are released on caller threads,
        // never on the event loop, so waiting here cannot deadlock.
        if let connection {
            let closing: EventLoopFuture<Void> = connection.close()
            try? closing.wait()
        }
    }

    /// Where connection-level problems are reported: the URL without its password.
    var location: SourceLocation { SourceLocation(file: url.redacted) }

    /// Runs `body` with the (re)opened connection, holding the lock. Checks the tables and
    /// columns once per connector.
    func withConnection<T>(_ body: (PostgresConnection) throws(InputError) -> T) throws(InputError) -> T {
        lock.lock()
        defer { lock.unlock() }
        if let unanswered { throw unanswered }
        let connection = try open()
        if !schemaChecked {
            try checkSchema(connection)
            schemaChecked = true
        }
        return try body(connection)
    }

    /// Closes the connection; a later call opens a new one (and asks a server that did not
    /// answer again).
    func close() {
        lock.lock()
        defer { lock.unlock() }
        unanswered = nil
        if let connection {
            let closing: EventLoopFuture<Void> = connection.close()
            try? closing.wait()
        }
        connection = nil
    }

    private func open() throws(InputError) -> PostgresConnection {
        if let connection, !connection.isClosed { return connection }
        connection = nil
        let configuration = try makeConfiguration()
        let eventLoop = MultiThreadedEventLoopGroup.singleton.next()
        let connecting = PostgresConnection.connect(on: eventLoop, configuration: configuration, id: 1, logger: logger)
        // The driver's connect timeout covers TCP only; a server that accepts but never answers
        // (a wrong port, a stuck proxy) must fail in the same time: one deadline for the login.
        do {
            let c = try PostgresConnector.wait(connecting, seconds: url.connectTimeout, login: true) {
                connecting.whenSuccess { late in _ = late.close() as EventLoopFuture<Void> }
            }
            connection = c
            return c
        } catch {
            throw remembered(failure(error), error)
        }
    }

    /// `failure`, kept as the answer to every later use when the server did not answer at all.
    private func remembered(_ failure: InputError, _ error: any Error) -> InputError {
        // The connection itself is kept: it is closing (`abandon`), and `close()` waits for it.
        if error is NoAnswer, unanswered == nil { unanswered = failure }
        return failure
    }

    func makeConfiguration() throws(InputError) -> PostgresConnection.Configuration {
        var configuration = PostgresConnection.Configuration(
            host: url.host, port: url.port, username: url.user, password: url.password,
            database: url.database, tls: try makeTLS())
        configuration.options.connectTimeout = .seconds(Int64(url.connectTimeout))
        return configuration
    }

    /// Runs one statement and collects its rows (for small results: names, the catalog).
    func rows(_ connection: PostgresConnection, _ query: PostgresQuery, table: String? = nil) throws(InputError) -> [PostgresRow] {
        do {
            return Array(try PostgresConnector.wait(connection.query(query, logger: logger), seconds: url.readTimeout,
                                                    onTimeout: abandon(connection)))
        } catch {
            throw remembered(failure(error, table: table), error)
        }
    }

    /// One statement of a `pipeline`: its rows go to `onRow`, on NIO's event-loop thread, as
    /// they arrive (none is kept by the driver, so a million-row table is never held twice).
    struct Statement {
        var query: PostgresQuery
        var table: String?
        var onRow: @Sendable (PostgresRow) -> Void = { _ in }
    }

    /// Starts `statements` back to back on the connection (postgres-nio queues them) and waits
    /// for each in turn, until the server has sent nothing for `url.readTimeout` seconds. The
    /// first failure wins.
    func pipeline(_ connection: PostgresConnection, _ statements: [Statement]) throws(InputError) {
        let activity = Activity()
        let futures = statements.map { statement in
            let onRow = statement.onRow
            return connection.query(statement.query, logger: logger) { row in
                activity.last = .now()
                onRow(row)
            }
        }
        var firstError: InputError?
        for (future, statement) in zip(futures, statements) {
            do {
                _ = try PostgresConnector.wait(future, seconds: url.readTimeout, activity: activity,
                                               onTimeout: abandon(connection))
            } catch {
                if firstError == nil { firstError = remembered(failure(error, table: statement.table), error) }
            }
        }
        if let firstError { throw firstError }
    }

    /// Closes a connection that stopped answering (without waiting: the server may be frozen);
    /// the next use opens a new one.
    private func abandon(_ connection: PostgresConnection) -> @Sendable () -> Void {
        { _ = connection.close() as EventLoopFuture<Void> }
    }

    /// Every table and column sitegen selects exists (one catalog query): else an error per
    /// missing table (`table schools does not exist`) and column (`table schools has no column tier`).
    private func checkSchema(_ connection: PostgresConnection) throws(InputError) {
        var wanted: [(table: String, columns: [String])] = [("athletes", PostgresSchema.athleteColumns.map(\.name))]
        wanted += TableSchema.all.map { ($0.name, ["athlete_id"] + $0.columns.map(\.name)) }
        let names = wanted.map(\.table) + ["notes"]
        let query: PostgresQuery = """
            SELECT t.name, a.attname::text
            FROM unnest(\(names)::text[]) AS t(name)
            LEFT JOIN pg_catalog.pg_attribute a
              ON a.attrelid = to_regclass(quote_ident(t.name)) AND a.attnum > 0 AND NOT a.attisdropped
            """
        var present: [String: Set<String>] = [:]
        var tables: Set<String> = []
        for row in try rows(connection, query) {
            let cells = Array(row)
            guard let table = cells[0].bytes.map({ String(buffer: $0) }) else { continue }
            guard let column = cells[1].bytes.map({ String(buffer: $0) }) else { continue }
            tables.insert(table)
            present[table, default: []].insert(column)
        }
        var diagnostics = Diagnostics()
        hasNotesTable = tables.contains("notes")
        absentAthleteColumns = PostgresSchema.laterAthleteColumns.subtracting(present["athletes"] ?? [])
        if hasNotesTable { wanted.append(("notes", ["athlete_id"] + PostgresSchema.noteColumns.map(\.name))) }
        for (table, columns) in wanted {
            guard tables.contains(table) else {
                diagnostics.error("table \(table) does not exist", at: location)
                continue
            }
            for column in columns where !(present[table]?.contains(column) ?? false)
                && !(table == "athletes" && PostgresSchema.laterAthleteColumns.contains(column)) {
                diagnostics.error("table \(table) has no column \(column)", at: location)
            }
        }
        if diagnostics.hasErrors { throw InputError(diagnostics) }
    }
}
#endif
