#if Postgres
import Foundation
import PostgresNIO
import SiteData
import Testing
@testable import SiteDataPostgres

/// Bad input: every problem is an `InputError` with a clear message, never the password.
@Suite struct PostgresSourceErrorTests {
    @Test func unreachablePortFailsFastNamingHostAndPort() throws {
        let source = try TestDatabase.source("postgres://sitegen:s3cret-pw@127.0.0.1:1/sitegen_test?sslmode=disable")
        let clock = ContinuousClock()
        let start = clock.now
        let message = TestDatabase.message { _ = try source.athleteSlugs() }
        #expect(clock.now - start < .seconds(5))
        #expect(message == "postgres://sitegen@127.0.0.1:1/sitegen_test: error: cannot connect to 127.0.0.1:1: connection refused")
    }

    /// A server that accepts the TCP connection but never answers hits the login deadline.
    @Test func silentServerTimesOut() throws {
        let server = try ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .bind(host: "127.0.0.1", port: 0).wait()
        defer { try? server.close().wait() }
        let port = try #require(server.localAddress?.port)
        let source = try TestDatabase.source("postgres://sitegen:s3cret-pw@127.0.0.1:\(port)/db?sslmode=disable&connect_timeout=1")
        let clock = ContinuousClock()
        let start = clock.now
        let message = TestDatabase.message { _ = try source.athleteSlugs() }
        #expect(clock.now - start < .seconds(5))
        #expect(message == "postgres://sitegen@127.0.0.1:\(port)/db: error: cannot connect to 127.0.0.1:\(port): no answer within 1 s")
    }

    @Test(.enabled(if: TestDatabase.isAvailable, "needs SITEGEN_TEST_PG_URL"))
    func wrongPasswordIsReportedWithoutIt() throws {
        let base = TestDatabase.base
        let expected = "postgres://sitegen@127.0.0.1:\(base.port)/sitegen_test: error: cannot log in as sitegen: password authentication failed for user \"sitegen\""
        let inURL = try TestDatabase.source(TestDatabase.urlString(base, password: "Wr0ng-Pa55word"))
        let inURLMessage = TestDatabase.message { _ = try inURL.athleteSlugs() }
        #expect(inURLMessage == expected)
        #expect(inURLMessage?.contains("Wr0ng-Pa55word") == false)

        var noPassword = base
        noPassword.password = nil
        let fromEnvironment = try TestDatabase.source(TestDatabase.urlString(noPassword),
                                                      environment: ["PGPASSWORD": "Env-Wr0ng-Pa55"])
        let environmentMessage = TestDatabase.message { _ = try fromEnvironment.athleteSlugs() }
        #expect(environmentMessage == expected)
        #expect(environmentMessage?.contains("Env-Wr0ng-Pa55") == false)
    }

    @Test(.enabled(if: TestDatabase.isAvailable, "needs SITEGEN_TEST_PG_URL"))
    func passwordFromEnvironmentLogsIn() throws {
        let withPassword = try PostgresURL(parsing: try TestDatabase.create("pgpassword", sql: TestDatabase.seededSQL), environment: [:])
        var noPassword = withPassword
        noPassword.password = nil
        let source = try TestDatabase.source(TestDatabase.urlString(noPassword),
                                             environment: ["PGPASSWORD": withPassword.password ?? ""])
        defer { source.close() }
        #expect(try source.athleteSlugs() == ["ada-lopez", "zed"])
    }

    @Test func tlsRequiredButNotOffered() throws {
        let server = try FakePostgresServer(.refusesTLS)
        let url = "postgres://sitegen:s3cret-pw@127.0.0.1:\(server.port)/db?sslmode=require"
        let message = TestDatabase.message { _ = try TestDatabase.source(url).athleteSlugs() }
        #expect(message == "postgres://sitegen@127.0.0.1:\(server.port)/db: error: the server at 127.0.0.1:\(server.port) does not offer TLS, which sslmode=require requires")
    }

    @Test(.enabled(if: TestDatabase.isAvailable, "needs SITEGEN_TEST_PG_URL"))
    func missingTablesAndColumnsAreNamed() throws {
        let url = try TestDatabase.create("missing", sql: TestDatabase.seededSQL + """
            DROP TABLE tasks;
            ALTER TABLE schools DROP COLUMN tier;
            ALTER TABLE athletes DROP COLUMN video;
            """)
        let source = try TestDatabase.source(url)
        defer { source.close() }
        let at = "postgres://sitegen@127.0.0.1:\(TestDatabase.base.port)/sitegen_t_missing"
        let expected = """
            \(at): error: table athletes has no column video
            \(at): error: table schools has no column tier
            \(at): error: table tasks does not exist
            """
        #expect(TestDatabase.message { _ = try source.athleteSlugs() } == expected)
        #expect(TestDatabase.message { _ = try source.loadAthlete("ada-lopez", config: SiteConfig()) } == expected)
    }

    @Test(.enabled(if: TestDatabase.isAvailable, "needs SITEGEN_TEST_PG_URL"))
    func wrongTypesNameTableRowAndColumn() throws {
        let url = try TestDatabase.create("wrong_type", sql: TestDatabase.seededSQL + """
            ALTER TABLE schools ALTER COLUMN latitude TYPE text;
            ALTER TABLE performance_metrics ALTER COLUMN verified TYPE text;
            ALTER TABLE athletes ALTER COLUMN gpa TYPE text;
            """)
        let source = try TestDatabase.source(url)
        defer { source.close() }
        let number = "expected a number (numeric, real, double precision or an integer type), found text"
        #expect(TestDatabase.message { _ = try source.loadAthlete("ada-lopez", config: SiteConfig()) } == """
            postgres table athletes, row id ada-lopez, column gpa: error: \(number)
            postgres table schools, athlete ada-lopez, row id s1, column latitude: error: \(number)
            postgres table performance_metrics, athlete ada-lopez, row id m1, column verified: error: expected a boolean, found text
            """)
    }

    /// Both athletes have a school s1: each error names its athlete, so they are not two
    /// identical lines.
    @Test(.enabled(if: TestDatabase.isAvailable, "needs SITEGEN_TEST_PG_URL"))
    func nullInARequiredColumnNamesTheAthlete() throws {
        let url = try TestDatabase.create("null_required", sql: TestDatabase.seededSQL + """
            ALTER TABLE schools ALTER COLUMN name DROP NOT NULL;
            UPDATE schools SET name = NULL WHERE id = 's1';
            """)
        let source = try TestDatabase.source(url)
        defer { source.close() }
        var config = SiteConfig()
        config.timezone = "America/Chicago"
        // (Interaction i2 names school s9, which does not exist: the fixture's one warning.)
        #expect(TestDatabase.message { _ = try source.loadAthlete("ada-lopez", config: config) } == """
            postgres table interactions, athlete ada-lopez, row id i2: warning: school_id: no row of schools has the id or name "s9"
            postgres table schools, athlete ada-lopez, row id s1, column name: error: name: a value is required
            """)
        #expect(TestDatabase.message { _ = try source.loadAthlete("zed", config: config) }
            == "postgres table schools, athlete zed, row id s1, column name: error: name: a value is required")
    }

    @Test(.enabled(if: TestDatabase.isAvailable, "needs SITEGEN_TEST_PG_URL"))
    func unknownAndInvalidSlugs() throws {
        let url = try TestDatabase.create("slug", sql: TestDatabase.seededSQL + """
            INSERT INTO athletes (id, slug, name) VALUES ('x7', 'Bad Slug', 'Bad');
            """)
        let source = try TestDatabase.source(url)
        defer { source.close() }
        #expect(TestDatabase.message { _ = try source.athleteSlugs() } == """
            postgres table athletes, row id x7, column slug: error: "Bad Slug" is not a valid slug: use lowercase letters, digits and single hyphens, at most 64 characters
            """)
        let at = "postgres://sitegen@127.0.0.1:\(TestDatabase.base.port)/sitegen_t_slug"
        #expect(TestDatabase.message { _ = try source.loadAthlete("nobody", config: SiteConfig()) }
            == "\(at): error: no athlete with slug \"nobody\" in table athletes")
    }
}
#endif
