#if Postgres
import Foundation
import PostgresNIO
import SiteData
@testable import SiteDataPostgres

/// The server from `scripts/with-postgres.sh` (`SITEGEN_TEST_PG_URL`). Tests that need it are
/// `.enabled(if: TestDatabase.isAvailable)` and reported as skipped without it.
enum TestDatabase {
    static let url = ProcessInfo.processInfo.environment["SITEGEN_TEST_PG_URL"]
    static var isAvailable: Bool { url != nil }

    static var base: PostgresURL { try! PostgresURL(parsing: url!, environment: [:]) }

    /// `postgres://user:password@host:port/database?sslmode=disable`.
    static func urlString(_ u: PostgresURL, password: String? = nil) -> String {
        let pw = (password ?? u.password).map { ":" + $0 } ?? ""
        return "postgres://\(u.user)\(pw)@\(u.host):\(u.port)/\(u.database)?sslmode=disable"
    }

    /// A new, empty database `sitegen_t_<name>` (dropped first if it exists), set up with `sql`;
    /// returns its URL. Each test uses its own name, so tests can run in parallel.
    static func create(_ name: String, sql: String) throws -> String {
        let database = "sitegen_t_\(name)"
        try execute(on: base, ["DROP DATABASE IF EXISTS \(database) WITH (FORCE)", "CREATE DATABASE \(database)"])
        var u = base
        u.database = database
        try execute(on: u, [sql])
        return urlString(u)
    }

    /// Runs each string through `psql` (postgres-nio speaks only the extended protocol, which
    /// takes one statement at a time), stopping at the first error.
    static func execute(on url: PostgresURL, _ statements: [String]) throws {
        for sql in statements {
            let process = Process()
            let bin = ProcessInfo.processInfo.environment["SITEGEN_TEST_PG_BIN"].map { $0 + "/psql" }
            process.executableURL = URL(fileURLWithPath: bin ?? "/usr/bin/psql")
            process.arguments = ["-q", "-X", "-v", "ON_ERROR_STOP=1", urlString(url)]
            let input = Pipe(), errors = Pipe()
            process.standardInput = input
            process.standardOutput = FileHandle.nullDevice
            process.standardError = errors
            try process.run()
            input.fileHandleForWriting.write(Data(sql.utf8))
            try input.fileHandleForWriting.close()
            let message = errors.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                throw PSQLFailure(message: String(decoding: message, as: UTF8.self))
            }
        }
    }

    struct PSQLFailure: Error, CustomStringConvertible {
        var message: String
        var description: String { "psql failed: \(message)" }
    }

    static func withConnection<T>(_ url: PostgresURL, _ body: (PostgresConnection) throws -> T) throws -> T {
        let configuration = try PostgresConnector(url: url).makeConfiguration()
        let c = try PostgresConnection.connect(
            on: MultiThreadedEventLoopGroup.singleton.next(), configuration: configuration, id: 99,
            logger: Logger(label: "tests")).wait()
        defer { try? (c.close() as EventLoopFuture<Void>).wait() }
        return try body(c)
    }

    /// The schema plus the fixture athletes, exported in the fixture's time zone.
    static var seededSQL: String {
        PostgresSchema.sql + SQLExporter.export(athletes: [Fixture.athlete, Fixture.other], timeZone: Fixture.timeZone)
    }

    static func source(_ url: String, environment: [String: String] = [:]) throws -> PostgresSource {
        try PostgresSource(url: url, contentFolder: URL(fileURLWithPath: "/nonexistent-content"),
                           displayRoot: "content", environment: environment)
    }

    /// The message of the `InputError` thrown by `body`, or nil.
    static func message(_ body: () throws -> Void) -> String? {
        do { try body(); return nil } catch let error as InputError { return error.description } catch {
            return "not an InputError: \(error)"
        }
    }
}
#endif
