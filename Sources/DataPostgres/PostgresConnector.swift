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
    /// Whether the optional `notes` table exists (set by the schema check).
    private(set) var hasNotesTable = false
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
        let connection = try open()
        if !schemaChecked {
            try checkSchema(connection)
            schemaChecked = true
        }
        return try body(connection)
    }

    /// Closes the connection; a later call opens a new one.
    func close() {
        lock.lock()
        defer { lock.unlock() }
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
        let seconds = Int64(url.connectTimeout)
        let promise = eventLoop.makePromise(of: PostgresConnection.self)
        let timer = eventLoop.scheduleTask(in: .seconds(seconds)) {
            promise.fail(ChannelError.connectTimeout(.seconds(seconds)))
        }
        connecting.whenComplete { result in
            timer.cancel()
            promise.completeWith(result)  // ignored when the deadline came first
        }
        promise.futureResult.whenFailure { _ in
            connecting.whenSuccess { late in _ = late.close() as EventLoopFuture<Void> }
        }
        do {
            let c = try promise.futureResult.wait()
            connection = c
            return c
        } catch {
            throw failure(error)
        }
    }

    func makeConfiguration() throws(InputError) -> PostgresConnection.Configuration {
        let tls: PostgresConnection.Configuration.TLS
        switch url.sslMode {
        case .disable:
            tls = .disable
        case .prefer, .require, .verifyFull:
            var tlsConfiguration = TLSConfiguration.makeClientConfiguration()
            if url.sslMode != .verifyFull { tlsConfiguration.certificateVerification = .none }
            let context: NIOSSLContext
            do {
                context = try NIOSSLContext(configuration: tlsConfiguration)
            } catch {
                throw InputError(Diagnostics([.error("cannot set up TLS: \(error)", at: location)]))
            }
            tls = url.sslMode == .prefer ? .prefer(context) : .require(context)
        }
        var configuration = PostgresConnection.Configuration(
            host: url.host, port: url.port, username: url.user, password: url.password,
            database: url.database, tls: tls)
        configuration.options.connectTimeout = .seconds(Int64(url.connectTimeout))
        return configuration
    }

    /// Runs one statement and collects its rows.
    func rows(_ connection: PostgresConnection, _ query: PostgresQuery, table: String? = nil) throws(InputError) -> [PostgresRow] {
        do {
            return Array(try connection.query(query, logger: logger).wait())
        } catch {
            throw failure(error, table: table)
        }
    }

    /// Starts `queries` back to back on the connection (postgres-nio queues them) and hands
    /// each result to `handle` in order as soon as it arrives, so converting one table overlaps
    /// with fetching the next. The first failure wins; later results are not handled.
    func pipeline(_ connection: PostgresConnection, _ queries: [(PostgresQuery, table: String?)],
                  _ handle: (Int, [PostgresRow]) -> Void) throws(InputError) {
        let futures = queries.map { connection.query($0.0, logger: logger) }
        var firstError: InputError?
        for (index, (future, query)) in zip(futures, queries).enumerated() {
            do {
                let rows = Array(try future.wait())
                if firstError == nil { handle(index, rows) }
            } catch {
                if firstError == nil { firstError = failure(error, table: query.table) }
            }
        }
        if let firstError { throw firstError }
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
        if hasNotesTable { wanted.append(("notes", ["athlete_id"] + PostgresSchema.noteColumns.map(\.name))) }
        for (table, columns) in wanted {
            guard tables.contains(table) else {
                diagnostics.error("table \(table) does not exist", at: location)
                continue
            }
            for column in columns where !(present[table]?.contains(column) ?? false) {
                diagnostics.error("table \(table) has no column \(column)", at: location)
            }
        }
        if diagnostics.hasErrors { throw InputError(diagnostics) }
    }

    /// A readable error for anything the driver throws. Never includes the password: only the
    /// redacted URL, host, port, user, and the server's own message.
    func failure(_ error: any Error, table: String? = nil) -> InputError {
        let endpoint = url.host.contains(":") ? "[\(url.host)]:\(url.port)" : "\(url.host):\(url.port)"
        var at = location
        if let table { at = SourceLocation(file: "postgres table \(table)") }
        let message: String
        if let channel = error as? ChannelError, case .connectTimeout = channel {
            message = "cannot connect to \(endpoint): \(PostgresConnector.reason(channel))"
        } else if let psql = error as? PSQLError {
            switch psql.code {
            case .server:
                let state = psql.serverInfo?[.sqlState] ?? ""
                let text = psql.serverInfo?[.message] ?? "unknown server error"
                switch state {
                case "28P01", "28000":
                    message = "cannot log in as \(url.user): \(text)"
                    at = location
                case "3D000":
                    message = text
                    at = location
                default:
                    message = "\(text) (SQLSTATE \(state))"
                }
            case .connectionError:
                message = "cannot connect to \(endpoint): \(PostgresConnector.reason(psql.underlying))"
            case .sslUnsupported:
                message = "the server at \(endpoint) does not offer TLS, which sslmode=\(url.sslMode.rawValue) requires"
            case .failedToAddSSLHandler:
                message = "cannot start TLS with \(endpoint): \(PostgresConnector.reason(psql.underlying))"
            case .authMechanismRequiresPassword:
                message = "the server asks for a password for \(url.user): put it in the URL or in PGPASSWORD"
            case .unsupportedAuthMechanism:
                message = "the server at \(endpoint) asks for an authentication method sitegen does not support"
            case .saslError:
                message = "cannot log in as \(url.user): authentication failed"
            case .serverClosedConnection, .uncleanShutdown:
                if let underlying = psql.underlying {
                    message = "the connection to \(endpoint) was closed: \(PostgresConnector.reason(underlying))"
                } else {
                    message = "the server at \(endpoint) closed the connection"
                }
            default:
                message = "database error with \(endpoint): \(psql.code)"
            }
        } else {
            message = "cannot connect to \(endpoint): \(PostgresConnector.reason(error))"
        }
        return InputError(Diagnostics([.error(message, at: at)]))
    }

    /// A short reason for a network error.
    static func reason(_ error: (any Error)?) -> String {
        guard let error else { return "unknown error" }
        if let channel = error as? ChannelError, case .connectTimeout(let amount) = channel {
            return "no answer within \(amount.nanoseconds / 1_000_000_000) s"
        }
        if let io = error as? IOError {
            return String(cString: strerror(io.errnoCode)).lowercased()
        }
        if let connection = error as? NIOConnectionError {
            if let first = connection.connectionErrors.first { return reason(first.error) }
            if connection.dnsAError != nil || connection.dnsAAAAError != nil { return "host not found" }
            return "cannot reach the host"
        }
        return String(describing: error)
    }
}
