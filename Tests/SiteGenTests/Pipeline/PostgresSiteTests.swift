#if Postgres
import Foundation
import SiteData
import SiteDataPostgres
import Testing
@testable import SiteGen

/// Issue 6's proof: the bundled sample content, loaded into PostgreSQL (schema.sql +
/// `sitegen export-sql`), builds exactly the site the content folder builds. Needs the server
/// that `scripts/with-postgres.sh` starts (CI always runs the tests through it).
@Suite(.enabled(if: ProcessInfo.processInfo.environment["SITEGEN_TEST_PG_ADMIN_URL"] != nil,
                "needs SITEGEN_TEST_PG_ADMIN_URL (run through scripts/with-postgres.sh)"))
struct PostgresSiteTests {
    static let env = ProcessInfo.processInfo.environment
    static let postgres = DataSourceScheme(schemes: ["postgres", "postgresql"], example: "postgres://u@h/db",
                                           open: { try PostgresSource(url: $0, contentFolder: $1, displayRoot: $2, environment: $3) },
                                           unavailable: "unused")
    static var repo: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
    }

    /// Runs psql with the statements of `file` or `command` against `url`; fails the test on error.
    @discardableResult
    static func psql(_ url: String, command: String? = nil, file: URL? = nil) throws -> String {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        var args = ["psql", "-X", "-q", "-v", "ON_ERROR_STOP=1", url]
        if let command { args += ["-c", command] }
        if let file { args += ["-f", file.path] }
        p.arguments = args
        let out = Pipe(), err = Pipe()
        p.standardOutput = out
        p.standardError = err
        try p.run()
        p.waitUntilExit()
        let errText = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        guard p.terminationStatus == 0 else { throw PSQLError(text: errText) }
        return String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }

    struct PSQLError: Error, CustomStringConvertible { let text: String; var description: String { text } }

    /// A fresh database with the schema and `content` (the bundled content by default); returns its URL.
    static func seededDatabase(_ name: String, content: URL = repo.appendingPathComponent("content")) throws -> String {
        let admin = env["SITEGEN_TEST_PG_ADMIN_URL"]!
        try psql(admin, command: "DROP DATABASE IF EXISTS \(name) WITH (FORCE)")
        try psql(admin, command: "CREATE DATABASE \(name)")
        guard var parts = URLComponents(string: admin) else { throw PSQLError(text: "bad admin url") }
        parts.path = "/" + name
        let url = parts.string!
        try psql(url, file: repo.appendingPathComponent("db/schema.sql"))
        let sql = try SiteBuilder.exportSQL(contentFolder: content.path, environment: [:], warn: { _ in })
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString).sql")
        try sql.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        try psql(url, file: file)
        return url
    }

    @Test func databaseAndFolderBuildByteIdenticalSites() throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        try Self.expectByteIdenticalBuilds(content: PostgresSiteTests.repo.appendingPathComponent("content"),
                                           database: "sitegen_t_site_e2e", minimumFiles: 100, into: tmp)
    }

    /// An average on a rounding half: 3.44, 3.92, 3.58, 3.04 average 3.495 exactly, but summed in
    /// binary in file order it showed 3.50 and in id order (the database's, and the performance
    /// page's for one day) 3.49. Now both sources and every page show 3.5.
    @Test func halfwayAveragesAreByteIdenticalFromFolderAndDatabase() throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let content = TestSupport.copyFixture("site", to: tmp)
        let metrics = content.appendingPathComponent("athletes/ana-diaz/performance_metrics.csv")
        let rows = "k1,pop_time,3.44,s,2026-03-01,,false,\nk2,pop_time,3.92,s,2026-03-01,,false,\n"
            + "k4,pop_time,3.58,s,2026-03-01,,false,\nk3,pop_time,3.04,s,2026-03-01,,false,\n"
        try (TestSupport.read(metrics) + rows).write(to: metrics, atomically: true, encoding: .utf8)
        let builds = tmp.appendingPathComponent("builds")
        try FileManager.default.createDirectory(at: builds, withIntermediateDirectories: true)
        let out = try Self.expectByteIdenticalBuilds(content: content, database: "sitegen_t_site_halves", minimumFiles: 20,
                                                     into: builds)
        let page = TestSupport.read(out.appendingPathComponent("ana-diaz/performance/index.html"))
        #expect(page.contains("<dt>Average</dt><dd>3.5 s</dd>"))
        let report = TestSupport.read(out.appendingPathComponent("ana-diaz/reports/last-30-days.csv"))
        #expect(report.contains("metrics.summaries.pop_time,avg,3.5"))
        let json = TestSupport.read(out.appendingPathComponent("ana-diaz/data/performance.json"))
        #expect(json.contains("\"average\":3.495,"))
    }

    /// Builds `content` from the folder and from a database seeded from it; every file must be
    /// equal. Returns the folder build's output.
    @discardableResult
    static func expectByteIdenticalBuilds(content: URL, database: String, minimumFiles: Int, into tmp: URL) throws -> URL {
        let url = try PostgresSiteTests.seededDatabase(database, content: content)
        var options = BuildOptions()
        options.contentFolder = content.path
        options.environment = [:]
        options.outputFolder = tmp.appendingPathComponent("from-folder").path
        let folderSummary = try SiteBuilder(options: options).build()
        options.outputFolder = tmp.appendingPathComponent("from-db").path
        options.source = url
        options.sources = [PostgresSiteTests.postgres]
        let dbSummary = try SiteBuilder(options: options).build()

        #expect(folderSummary.pages == dbSummary.pages)
        let a = tmp.appendingPathComponent("from-folder"), b = tmp.appendingPathComponent("from-db")
        let files = TestSupport.files(under: a)
        #expect(files.count > minimumFiles)
        #expect(files == TestSupport.files(under: b))
        var differing: [String] = []
        // (The build cache, which differs, is beside the folders, not in them.)
        for f in files where !FileManager.default.contentsEqual(atPath: a.appendingPathComponent(f).path,
                                                               andPath: b.appendingPathComponent(f).path) {
            differing.append(f)
        }
        #expect(differing == [])
        return a
    }

    @Test func unreachableServerFailsWithHostAndPortAndLeavesTheSite() throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        var options = BuildOptions()
        options.contentFolder = PostgresSiteTests.repo.appendingPathComponent("content").path
        options.environment = [:]
        options.outputFolder = tmp.appendingPathComponent("site").path
        _ = try SiteBuilder(options: options).build()
        let before = TestSupport.files(under: tmp.appendingPathComponent("site"))
        options.sources = [PostgresSiteTests.postgres]
        options.source = "postgres://sitegen:hunter2secret@127.0.0.1:1/recruiting?sslmode=disable"
        let start = Date()
        #expect {
            try SiteBuilder(options: options).build()
        } throws: { error in
            let text = (error as? any UserFacingError)?.message ?? "\(error)"
            return text.contains("127.0.0.1:1") && !text.contains("hunter2secret")
        }
        #expect(Date().timeIntervalSince(start) < 10)
        #expect(TestSupport.files(under: tmp.appendingPathComponent("site")) == before)
    }
}
#endif
