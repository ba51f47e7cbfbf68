#if Postgres
import Foundation
import PostgresNIO
import SiteData
import Testing
@testable import SiteDataPostgres

/// The real `sitegen` stuck in a query (a table locked by another session, as a frozen
/// database leaves it): SIGTERM must still end it (docs/security.md, Signals).
@Suite(.serialized) struct InterruptedQueryTests {
    static var executable: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("sitegen")
    }

    static var repository: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    /// Sends `signals` (half a second apart) once the build waits on the lock; returns the exit
    /// status, stderr, and the seconds from the last signal to the end.
    func build(stuckOn url: String, signals: [Int32]) throws -> (status: Int32, stderr: String, seconds: Double, staging: Bool) {
        let fm = FileManager.default
        let tmp = fm.temporaryDirectory.appendingPathComponent("sitegen-hung-\(UUID().uuidString)")
        try fm.createDirectory(at: tmp, withIntermediateDirectories: true)
        defer { try? fm.removeItem(at: tmp) }
        try fm.copyItem(at: Self.repository.appendingPathComponent("Tests/SiteGenTests/Fixtures/site"),
                        to: tmp.appendingPathComponent("content"))
        let base = try PostgresURL(parsing: url, environment: [:])
        return try TestDatabase.withConnection(base) { locker in
            let log = Logger(label: "t")
            _ = try locker.query("BEGIN", logger: log).wait()
            _ = try locker.query("LOCK TABLE schools IN ACCESS EXCLUSIVE MODE", logger: log).wait()
            defer { _ = try? locker.query("ROLLBACK", logger: log).wait() }

            let process = Process()
            process.executableURL = Self.executable
            process.arguments = ["build", "--content", "content", "--output", "_site", "--quiet", "--source", url]
            process.currentDirectoryURL = tmp
            process.environment = ["PATH": "/usr/bin:/bin"]
            let stderr = Pipe()
            process.standardError = stderr
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            // Wait (at most 30 s) until sitegen's query waits for the lock.
            let waiting: PostgresQuery = "SELECT count(*)::int FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = \(base.database)"
            var stuck = false
            for _ in 0..<300 where !stuck {
                // pg_stat_activity is read once per transaction unless the snapshot is cleared.
                _ = try locker.query("SELECT pg_stat_clear_snapshot()", logger: log).wait()
                let row = try locker.query(waiting, logger: log).wait().first
                stuck = (try row?.decode(Int.self)) ?? 0 > 0
                if !stuck { usleep(100_000) }
            }
            #expect(stuck)
            let staging = fm.fileExists(atPath: tmp.appendingPathComponent("._site.sitegen-tmp").path)
            for (i, signal) in signals.enumerated() {
                if i > 0 { usleep(500_000) }
                kill(process.processIdentifier, signal)
            }
            let clock = ContinuousClock()
            let start = clock.now
            // Not waitUntilExit: a process that does not stop must fail the test, not hang it.
            while process.isRunning && clock.now - start < .seconds(10) { usleep(20_000) }
            let seconds = Double((clock.now - start).components.seconds)
            if process.isRunning { process.terminate(); kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
            let text = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            return (process.terminationStatus, text, seconds, staging)
        }
    }

    @Test(.enabled(if: TestDatabase.isAvailable, "needs SITEGEN_TEST_PG_URL"), .timeLimit(.minutes(2)))
    func secondSignalEndsABuildStuckInAQuery() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.executable.path), "build sitegen with --traits Postgres")
        let url = try TestDatabase.create("hung", sql: TestDatabase.seededSQL)
        let result = try build(stuckOn: url, signals: [SIGTERM, SIGTERM])
        #expect(result.staging)
        #expect(result.seconds < 5)
        #expect(result.status == 143)
        #expect(result.stderr == "error: interrupted\n")
    }
}
#endif
