#if Postgres
import Foundation
import PostgresNIO
import SiteData
import Testing
@testable import SiteDataPostgres

/// A database that stops answering fails the build within its timeouts, with a clear message.
@Suite struct PostgresConnectorDeadlineTests {
    /// The server logs in, then freezes (as a SIGSTOPped PostgreSQL does): the read timeout,
    /// statement_timeout + 5 s, ends the wait.
    @Test(.timeLimit(.minutes(1))) func frozenServerHitsTheReadTimeout() throws {
        let server = try FakePostgresServer(.freezesAfterLogin)
        let source = try TestDatabase.source("postgres://sitegen@127.0.0.1:\(server.port)/db?sslmode=disable&statement_timeout=1")
        defer { source.close() }
        let clock = ContinuousClock()
        let start = clock.now
        let message = TestDatabase.message { _ = try source.athleteSlugs() }
        let elapsed = clock.now - start
        #expect(elapsed >= .seconds(6) && elapsed < .seconds(12))
        #expect(message == """
            postgres://sitegen@127.0.0.1:\(server.port)/db: error: no answer from the server at 127.0.0.1:\(server.port) \
            for 6 s (statement_timeout 1 s + 5 s): it may be stuck or unreachable
            """)
    }

    /// Hostile round 4, item 12: after the first "no answer", every later athlete failed with
    /// PostgresNIO's "clientClosedConnection" (267 lines). Now each later use fails at once with
    /// the same error, which the build prints once.
    @Test(.timeLimit(.minutes(1))) func aFrozenServerIsOneErrorNotOnePerAthlete() throws {
        let server = try FakePostgresServer(.freezesAfterLogin)
        let source = try TestDatabase.source("postgres://sitegen@127.0.0.1:\(server.port)/db?sslmode=disable&statement_timeout=1")
        defer { source.close() }
        let first = TestDatabase.message { _ = try source.athleteSlugs() }
        let clock = ContinuousClock()
        let start = clock.now
        let later = (0..<3).map { _ in TestDatabase.message { _ = try source.loadAthlete("ada-lopez", config: SiteConfig()) } }
        #expect(clock.now - start < .seconds(1))
        #expect(later == [first, first, first])
        #expect(first?.contains("clientClosedConnection") == false)
    }

    /// A statement stuck behind a lock is cancelled by the server after statement_timeout.
    @Test(.enabled(if: TestDatabase.isAvailable, "needs SITEGEN_TEST_PG_URL"), .timeLimit(.minutes(1)))
    func statementTimeoutCancelsAStuckQuery() throws {
        let url = try TestDatabase.create("stuck", sql: TestDatabase.seededSQL)
        let clock = ContinuousClock()
        let (message, elapsed) = try TestDatabase.withConnection(try PostgresURL(parsing: url, environment: [:])) { locker in
            _ = try locker.query("BEGIN", logger: Logger(label: "t")).wait()
            _ = try locker.query("LOCK TABLE schools IN ACCESS EXCLUSIVE MODE", logger: Logger(label: "t")).wait()
            defer { _ = try? locker.query("ROLLBACK", logger: Logger(label: "t")).wait() }
            let source = try TestDatabase.source(url + "&statement_timeout=1")
            defer { source.close() }
            let start = clock.now
            let message = TestDatabase.message { _ = try source.loadAthlete("ada-lopez", config: SiteConfig()) }
            return (message, clock.now - start)
        }
        #expect(elapsed < .seconds(5))
        #expect(message == """
            postgres table schools, athlete ada-lopez: error: the query took longer than statement_timeout (1 s) and the \
            server cancelled it; allow more with statement_timeout=SECONDS in the source URL (0: no limit)
            """)
    }
}
#endif
