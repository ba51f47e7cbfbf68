#if Postgres
import Foundation
import SiteData
import Testing
@testable import SiteDataPostgres

/// TLS against the test server of `scripts/with-postgres.sh`, whose certificate names
/// `localhost` only and is signed by a private CA (`SITEGEN_TEST_PG_CA`).
@Suite struct PostgresConnectorTLSTests {
    /// `postgres://sitegen:…@HOST:PORT/sitegen_t_tls?QUERY` on the seeded database.
    static func url(host: String, _ query: String) throws -> String {
        let seeded = try PostgresURL(parsing: try TLSDatabase.seeded(), environment: [:])
        return "postgres://\(seeded.user):\(seeded.password ?? "")@\(host):\(seeded.port)/\(seeded.database)?\(query)"
    }

    static var port: Int { TestDatabase.base.port }
    static let ca = ProcessInfo.processInfo.environment["SITEGEN_TEST_PG_CA"] ?? ""
    static let otherCA = ProcessInfo.processInfo.environment["SITEGEN_TEST_PG_OTHER_CA"] ?? ""

    static func slugs(_ url: String, environment: [String: String] = [:]) -> Result<[String], any Error> {
        do {
            let source = try TestDatabase.source(url, environment: environment)
            defer { source.close() }
            return .success(try source.athleteSlugs())
        } catch {
            return .failure(error)
        }
    }

    static func message(_ url: String, environment: [String: String] = [:]) -> String? {
        if case .failure(let error) = slugs(url, environment: environment) { return String(describing: error) }
        return nil
    }

    @Test(.enabled(if: TLSDatabase.isAvailable, "needs scripts/with-postgres.sh"))
    func verifyFullWithThePrivateRootConnects() throws {
        let url = try Self.url(host: "localhost", "sslmode=verify-full&sslrootcert=\(Self.ca)")
        #expect(try Self.slugs(url).get() == ["ada-lopez", "zed"])
    }

    @Test(.enabled(if: TLSDatabase.isAvailable, "needs scripts/with-postgres.sh"))
    func verifyCAChecksTheChainButNotTheName() throws {
        let url = try Self.url(host: "127.0.0.1", "sslmode=verify-ca&sslrootcert=\(Self.ca)")
        #expect(try Self.slugs(url).get() == ["ada-lopez", "zed"])
    }

    @Test(.enabled(if: TLSDatabase.isAvailable, "needs scripts/with-postgres.sh"))
    func rootFromPGSSLROOTCERT() throws {
        let url = try Self.url(host: "localhost", "sslmode=verify-full")
        #expect(try Self.slugs(url, environment: ["PGSSLROOTCERT": Self.ca]).get() == ["ada-lopez", "zed"])
        #expect(Self.message(url, environment: ["PGSSLROOTCERT": Self.otherCA]) == """
            postgres://sitegen@localhost:\(Self.port)/sitegen_t_tls: error: cannot connect to localhost:\(Self.port): \
            the server's certificate is not trusted (it is not signed by a trusted root certificate)
            """)
    }

    @Test(.enabled(if: TLSDatabase.isAvailable, "needs scripts/with-postgres.sh"))
    func verifyFullWithAnotherHostNameIsANameMismatch() throws {
        let url = try Self.url(host: "127.0.0.1", "sslmode=verify-full&sslrootcert=\(Self.ca)")
        #expect(Self.message(url) == """
            postgres://sitegen@127.0.0.1:\(Self.port)/sitegen_t_tls: error: cannot connect to 127.0.0.1:\(Self.port): \
            the server's certificate is not for 127.0.0.1 (name mismatch)
            """)
    }

    @Test(.enabled(if: TLSDatabase.isAvailable, "needs scripts/with-postgres.sh"), arguments: ["verify-ca", "verify-full", "require"])
    func anotherRootIsNotTrusted(mode: String) throws {
        // `require` with a root file checks the chain, as libpq does.
        let url = try Self.url(host: "localhost", "sslmode=\(mode)&sslrootcert=\(Self.otherCA)")
        let message = Self.message(url)
        #expect(message == """
            postgres://sitegen@localhost:\(Self.port)/sitegen_t_tls: error: cannot connect to localhost:\(Self.port): \
            the server's certificate is not trusted (it is not signed by a trusted root certificate)
            """)
    }

    @Test(.enabled(if: TLSDatabase.isAvailable, "needs scripts/with-postgres.sh"))
    func theSystemRootsDoNotTrustAPrivateCA() throws {
        let url = try Self.url(host: "localhost", "sslmode=verify-full&sslrootcert=system")
        #expect(Self.message(url) == """
            postgres://sitegen@localhost:\(Self.port)/sitegen_t_tls: error: cannot connect to localhost:\(Self.port): \
            the server's certificate is not trusted (it is not signed by a trusted root certificate)
            """)
    }

    @Test(.enabled(if: TLSDatabase.isAvailable, "needs scripts/with-postgres.sh"))
    func requireWithoutARootDoesNotCheck() throws {
        let url = try Self.url(host: "127.0.0.1", "sslmode=require")
        #expect(try Self.slugs(url).get() == ["ada-lopez", "zed"])
    }

    @Test(.enabled(if: TLSDatabase.isAvailable, "needs scripts/with-postgres.sh"))
    func serverThatRequiresTLS() throws {
        // with-postgres.sh rejects role sitegen_tls without TLS.
        let base = TestDatabase.base
        let plain = "postgres://sitegen_tls@127.0.0.1:\(base.port)/sitegen_test?sslmode=disable"
        #expect(Self.message(plain) == """
            postgres://sitegen_tls@127.0.0.1:\(base.port)/sitegen_test: error: the server at 127.0.0.1:\(base.port) \
            requires TLS: use sslmode=require, verify-ca or verify-full in the source URL
            """)
    }
}

extension PostgresConnectorTLSTests {
    /// Checked before connecting: no server needed.
    @Test func unreadableRootFileIsNamed() throws {
        let url = "postgres://ann:Secret1@db.example.com/x?sslmode=verify-full&sslrootcert=/nonexistent/root.crt"
        #expect(Self.message(url) == """
            postgres://ann@db.example.com:5432/x: error: cannot use the root certificate file "/nonexistent/root.crt" \
            (sslrootcert): no such file or directory
            """)
        let notPEM = FileManager.default.temporaryDirectory.appendingPathComponent("sitegen-not-a-cert-\(getpid()).crt")
        try "hello\n".write(to: notPEM, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: notPEM) }
        #expect(Self.message("postgres://ann@db.example.com/x?sslmode=verify-ca", environment: ["PGSSLROOTCERT": notPEM.path]) == """
            postgres://ann@db.example.com:5432/x: error: cannot use the root certificate file "\(notPEM.path)" \
            (sslrootcert): it holds no PEM certificate
            """)
    }

    /// BoringSSL's texts name source files of the machine sitegen was built on: never shown.
    @Test func boringSSLTextBecomesItsReason() {
        #expect(PostgresConnector.reasonName(
            "Error: 268435581 error:1000007d:SSL routines:OPENSSL_internal:CERTIFICATE_VERIFY_FAILED at /home/build/.build/checkouts/swift-nio-ssl/Sources/CNIOBoringSSL/ssl/handshake.cc:393")
            == "CERTIFICATE_VERIFY_FAILED")
        #expect(PostgresConnector.reasonName("EOF during handshake") == "")
    }
}

/// The seeded database the TLS tests share (made once).
enum TLSDatabase {
    static var isAvailable: Bool {
        TestDatabase.isAvailable && ProcessInfo.processInfo.environment["SITEGEN_TEST_PG_CA"] != nil
    }

    nonisolated(unsafe) private static var url: String?
    private static let lock = NSLock()

    static func seeded() throws -> String {
        lock.lock(); defer { lock.unlock() }
        if let url { return url }
        let made = try TestDatabase.create("tls", sql: TestDatabase.seededSQL)
        url = made
        return made
    }
}
#endif
