import Foundation
import SiteData
import Testing
@testable import SiteGen
@testable import SiteOutput

/// Real `sitegen` processes and real signals. The child is held at a known point with the
/// test-only hook `SITEGEN_TEST_PAUSE=before-commit`: the whole new site is in the staging
/// folder and the lock is held when it says "paused before commit".
@Suite(.serialized) struct InterruptTests {
    let fm = FileManager.default

    /// The `sitegen` built beside this test binary (any scratch path), else the repository's.
    static var executable: URL {
        let beside = [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
                      Bundle.main.bundleURL.deletingLastPathComponent()]
            .map { $0.appendingPathComponent("sitegen") }
        return beside.first { FileManager.default.isExecutableFile(atPath: $0.path) }
            ?? RepositoryPaths.root.appendingPathComponent(".build/debug/sitegen")
    }

    /// A build of the fixture site into `output`, paused before its commit.
    final class PausedBuild {
        let process = Process()
        let stderr = Pipe()
        var errorText = ""

        /// `force`: every athlete rendered into the staging folder (else the unchanged ones stay
        /// in the old site until the commit).
        /// `pause`: where the build waits (`before-commit`, or `before-swap` inside the commit).
        init(content: URL, output: URL, force: Bool = true, pause: String = "before-commit") throws {
            process.executableURL = InterruptTests.executable
            process.arguments = ["build", "--content", content.path, "--output", output.path, "--quiet"] + (force ? ["--force"] : [])
            process.environment = ["SITEGEN_TEST_PAUSE": pause, "PATH": "/usr/bin:/bin"]
            process.standardError = stderr
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            // Wait for the pause line (EOF first means the build ended early: the test fails below).
            while !errorText.contains("sitegen: paused \(pause.replacingOccurrences(of: "-", with: " "))\n") {
                let chunk = stderr.fileHandleForReading.availableData
                if chunk.isEmpty { break }
                errorText += String(decoding: chunk, as: UTF8.self)
            }
        }

        /// Sends `signal` and waits for the process to end; returns its exit status.
        func stop(with signal: Int32) -> Int32 {
            kill(process.processIdentifier, signal)
            errorText += String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            return process.terminationStatus
        }
    }

    func oldSite(in tmp: URL) throws -> (content: URL, output: URL, files: [String]) {
        let content = TestSupport.copyFixture("site", to: tmp)
        let output = tmp.appendingPathComponent("_site")
        var o = BuildOptions()
        o.contentFolder = content.path
        o.outputFolder = output.path
        o.environment = [:]
        _ = try SiteBuilder(options: o).build()
        // Mark the old site so "left as it was" is checked on content, not only names.
        try "old\n".write(to: output.appendingPathComponent("old.txt"), atomically: false, encoding: .utf8)
        return (content, output, TestSupport.files(under: output))
    }

    @Test(arguments: [(SIGTERM, Int32(143)), (SIGINT, Int32(130))])
    func signalRemovesTheStagingFolderAndKeepsTheOldSite(signal: Int32, status: Int32) throws {
        try #require(fm.isExecutableFile(atPath: Self.executable.path), "build sitegen first: swift build")
        let tmp = TestSupport.temporaryFolder()
        defer { try? fm.removeItem(at: tmp) }
        let (content, output, files) = try oldSite(in: tmp)
        let child = try PausedBuild(content: content, output: output)
        #expect(child.errorText == "sitegen: paused before commit\n")
        #expect(fm.fileExists(atPath: tmp.appendingPathComponent("._site.sitegen-tmp/ana-diaz/index.html").path))

        #expect(child.stop(with: signal) == status)
        #expect(child.errorText == "sitegen: paused before commit\nerror: interrupted; \(output.path) was left as it was\n")
        #expect(try fm.contentsOfDirectory(atPath: tmp.path).sorted() == ["._site.sitegen-cache", "_site", "site"])
        #expect(TestSupport.files(under: output) == files)
        #expect(TestSupport.read(output.appendingPathComponent("old.txt")) == "old\n")
    }

    /// An incremental build stopped before its commit has moved nothing out of the old site.
    /// Issue 30 §9: work under way (a long render) does not look at the signal; the build is
    /// still ended about `Interruption.unwindLimit` (2 s) later, not when the render is done
    /// (here 30 s): the staging folder and the lock file go, the old site stays.
    @Test func aSignalEndsTheBuildWhileAnAthleteIsStillRendering() throws {
        try #require(fm.isExecutableFile(atPath: Self.executable.path), "build sitegen first: swift build")
        let tmp = TestSupport.temporaryFolder()
        defer { try? fm.removeItem(at: tmp) }
        let (content, output, files) = try oldSite(in: tmp)
        let child = try PausedBuild(content: content, output: output, pause: "while-rendering")
        #expect(child.errorText == "sitegen: paused while rendering\n")
        let start = Date()
        #expect(child.stop(with: SIGINT) == 130)
        // Well before the render's 30 s: the build was ended, not waited for.
        #expect(Date().timeIntervalSince(start) < 15)
        #expect(child.errorText == "sitegen: paused while rendering\nerror: interrupted; \(output.path) was left as it was\n")
        #expect(try fm.contentsOfDirectory(atPath: tmp.path).sorted() == ["._site.sitegen-cache", "_site", "site"])
        #expect(TestSupport.files(under: output) == files)
        #expect(TestSupport.read(output.appendingPathComponent("old.txt")) == "old\n")
    }

    @Test func signalDuringAnIncrementalBuildKeepsTheOldSite() throws {
        try #require(fm.isExecutableFile(atPath: Self.executable.path), "build sitegen first: swift build")
        let tmp = TestSupport.temporaryFolder()
        defer { try? fm.removeItem(at: tmp) }
        let (content, output, files) = try oldSite(in: tmp)
        let schools = content.appendingPathComponent("athletes/ana-diaz/schools.csv")
        try (TestSupport.read(schools) + "s5,Tufts University,interested,D3,B,small,Medford,MA\n").write(to: schools, atomically: true, encoding: .utf8)
        let child = try PausedBuild(content: content, output: output, force: false)
        #expect(child.errorText == "sitegen: paused before commit\n")
        #expect(fm.fileExists(atPath: tmp.appendingPathComponent("._site.sitegen-tmp/ana-diaz/index.html").path))
        #expect(!fm.fileExists(atPath: tmp.appendingPathComponent("._site.sitegen-tmp/empty-one").path))
        #expect(child.stop(with: SIGTERM) == 143)
        #expect(try fm.contentsOfDirectory(atPath: tmp.path).sorted() == ["._site.sitegen-cache", "_site", "site"])
        #expect(TestSupport.files(under: output) == files)
    }

    /// A signal inside the commit (the unchanged athletes already moved out of the old site)
    /// waits for it: the new site goes in whole, and only then does the process exit.
    @Test func signalDuringTheCommitLetsItFinish() throws {
        try #require(fm.isExecutableFile(atPath: Self.executable.path), "build sitegen first: swift build")
        let tmp = TestSupport.temporaryFolder()
        defer { try? fm.removeItem(at: tmp) }
        let (content, output, _) = try oldSite(in: tmp)
        let schools = content.appendingPathComponent("athletes/ana-diaz/schools.csv")
        try (TestSupport.read(schools) + "s5,Tufts University,interested,D3,B,small,Medford,MA\n").write(to: schools, atomically: true, encoding: .utf8)
        let child = try PausedBuild(content: content, output: output, force: false, pause: "before-swap")
        #expect(child.errorText == "sitegen: paused before swap\n")
        // The unchanged athlete is in the staging folder now, no longer in the old site.
        #expect(!fm.fileExists(atPath: output.appendingPathComponent("empty-one").path))
        #expect(child.stop(with: SIGTERM) == 143)
        #expect(child.errorText == "sitegen: paused before swap\nerror: interrupted; the new site was already in place\n")
        #expect(try fm.contentsOfDirectory(atPath: tmp.path).sorted() == ["._site.sitegen-cache", "_site", "site"])
        // The site in place is the one a fresh build of the changed content gives.
        let fresh = tmp.appendingPathComponent("fresh")
        var o = BuildOptions()
        o.contentFolder = content.path
        o.outputFolder = fresh.path
        o.environment = [:]
        _ = try SiteBuilder(options: o).build()
        let files = TestSupport.files(under: fresh)
        #expect(TestSupport.files(under: output) == files)
        for file in files {
            #expect(fm.contents(atPath: output.appendingPathComponent(file).path) == fm.contents(atPath: fresh.appendingPathComponent(file).path), "\(file)")
        }
    }

    @Test func secondBuildFailsAtOnceWhileTheFirstRuns() throws {
        try #require(fm.isExecutableFile(atPath: Self.executable.path), "build sitegen first: swift build")
        let tmp = TestSupport.temporaryFolder()
        defer { try? fm.removeItem(at: tmp) }
        let (content, output, _) = try oldSite(in: tmp)
        try fm.removeItem(at: output.appendingPathComponent("old.txt"))
        let child = try PausedBuild(content: content, output: output)
        #expect(child.errorText == "sitegen: paused before commit\n")

        // A second build (this process, through the library) while the child holds the lock.
        var o = BuildOptions()
        o.contentFolder = content.path
        o.outputFolder = output.path
        o.environment = [:]
        do {
            _ = try SiteBuilder(options: o).build()
            Issue.record("the second build ran")
        } catch let e as OutputError {
            #expect(e.message == "error: another sitegen is writing \(output.path) right now; wait for it to finish, then run this again")
        }
        // It did not touch the first one's staging folder.
        #expect(fm.fileExists(atPath: tmp.appendingPathComponent("._site.sitegen-tmp/ana-diaz/index.html").path))

        // The child, interrupted, cleans up; then a build goes through.
        #expect(child.stop(with: SIGTERM) == 143)
        let summary = try SiteBuilder(options: o).build()
        #expect(summary.athletes == 2)
        #expect(try fm.contentsOfDirectory(atPath: tmp.path).sorted() == ["._site.sitegen-cache", "_site", "site"])
    }
}
