#if Postgres
import SiteData
import Testing
@testable import SiteDataPostgres

@Suite struct PostgresURLTests {
    @Test func fullURL() throws {
        let u = try PostgresURL(parsing: "postgresql://ann:p%40ss%3Aw0rd@db.example.com:6543/recruit%20ing?sslmode=verify-full&connect_timeout=7",
                                environment: [:])
        #expect(u.host == "db.example.com")
        #expect(u.port == 6543)
        #expect(u.user == "ann")
        #expect(u.password == "p@ss:w0rd")
        #expect(u.database == "recruit ing")
        #expect(u.sslMode == .verifyFull)
        #expect(u.connectTimeout == 7)
        #expect(u.statementTimeout == 60)
        #expect(u.readTimeout == 65)
        #expect(u.sslRootCert == nil)
        #expect(u.redacted == "postgres://ann@db.example.com:6543/recruit ing")
    }

    /// The scheme in any case, as `--source` chooses the source (RFC 3986 schemes are case-insensitive).
    @Test(arguments: ["POSTGRES://ann@h/db", "PostgreSQL://ann@h/db"])
    func schemeInAnyCase(url: String) throws {
        let u = try PostgresURL(parsing: url, environment: [:])
        #expect(u.redacted == "postgres://ann@h:5432/db")
    }

    @Test func defaultsAndEnvironment() throws {
        let u = try PostgresURL(parsing: "postgres://ann@[::1]", environment: ["PGPASSWORD": "from-env", "PGDATABASE": "dbx"])
        #expect(u.host == "::1")
        #expect(u.port == 5432)
        #expect(u.password == "from-env")
        #expect(u.database == "dbx")
        #expect(u.sslMode == .prefer)
        #expect(u.connectTimeout == 10)
        #expect(u.statementTimeout == 60)
        #expect(u.redacted == "postgres://ann@[::1]:5432/dbx")
        // The URL's own password wins over PGPASSWORD; the database defaults to the user.
        let v = try PostgresURL(parsing: "postgres://bob:in-url@h", environment: ["PGPASSWORD": "from-env"])
        #expect(v.password == "in-url")
        #expect(v.database == "bob")
    }

    @Test func tlsRootAndStatementTimeout() throws {
        let u = try PostgresURL(parsing: "postgres://ann@h/db?sslmode=verify-ca&sslrootcert=%2Fetc%2Fca.pem&statement_timeout=0",
                                environment: ["PGSSLROOTCERT": "/from/env.pem"])
        #expect(u.sslMode == .verifyCA)
        #expect(u.sslRootCert == "/etc/ca.pem")  // the URL wins over PGSSLROOTCERT
        #expect(u.rootCertificateFile == "/etc/ca.pem")
        #expect(u.statementTimeout == 0)
        #expect(u.readTimeout == nil)
        let v = try PostgresURL(parsing: "postgres://ann@h/db?sslmode=verify-full", environment: ["PGSSLROOTCERT": "/from/env.pem"])
        #expect(v.rootCertificateFile == "/from/env.pem")
        let w = try PostgresURL(parsing: "postgres://ann@h/db?sslmode=verify-full&sslrootcert=system", environment: [:])
        #expect(w.rootCertificateFile == nil)
    }

    @Test(arguments: [
        ("mysql://a@h/db", "invalid source URL: it must start with postgres:// or postgresql://"),
        ("postgres://a:Secret1@h:99999/db", "invalid source URL: the port must be a number from 1 to 65535"),
        ("postgres://a:Secret1@h:5432/db?sslmode=allow", "invalid source URL: sslmode \"allow\" is not one of disable, prefer, require, verify-ca, verify-full"),
        ("postgres://a:Secret1@h/db?pgbouncer=true", "invalid source URL: unknown parameter \"pgbouncer\" (known: sslmode, sslrootcert, connect_timeout, statement_timeout)"),
        ("postgres://a:Secret1@h/db?statement_timeout=5s", "invalid source URL: statement_timeout must be a whole number of seconds (0: no limit)"),
        ("postgres://a:Secret1@h/db?connect_timeout=0", "invalid source URL: connect_timeout must be a whole number of seconds"),
        ("postgres://a:Secret1@/db", "invalid source URL: it names no host"),
        ("postgres://:Secret1@h/db", "invalid source URL: it names no user (write postgres://USER@HOST/DATABASE)"),
        ("postgres://a:Secret1%zz@h/db", "invalid source URL: the password is not valid percent-encoding"),
    ])
    func invalidURLs(url: String, message: String) {
        do {
            _ = try PostgresURL(parsing: url, environment: [:])
            Issue.record("parsed \(url)")
        } catch {
            #expect(error.description == "error: " + message)
            #expect(!error.description.contains("Secret1"))
        }
    }
}
#endif
