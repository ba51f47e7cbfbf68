import FileTestSupport
import Foundation
import Testing

/// `sitegen new` where it cannot write: the cause in plain words and the folder, never
/// Foundation's text ("NSCocoaErrorDomain error 512").
@Suite struct NewCommandCLITests {
    static func folder(_ name: String = #function) throws -> URL {
        let safe = name.filter { $0.isLetter || $0.isNumber }
        let tmp = FileManager.default.temporaryDirectory.appendingPathComponent("sitegen-cli-\(safe)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: tmp, withIntermediateDirectories: true)
        return tmp
    }

    static func new(_ path: URL) throws -> CLIRunner {
        try CLIRunner.run(["new", path.path, "--today", "2026-03-15"])
    }

    @Test func ontoAnExistingFile() throws {
        let tmp = try Self.folder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let file = tmp.appendingPathComponent("notes.txt")
        try "mine".write(to: file, atomically: false, encoding: .utf8)
        let r = try Self.new(file)
        #expect(r.status == 1)
        #expect(r.err == "error: \(file.path) is a file; name a new folder for the content\n")
        #expect(try String(contentsOf: file, encoding: .utf8) == "mine")
    }

    @Test func intoAFolderThatIsNotEmpty() throws {
        let tmp = try Self.folder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        try "mine".write(to: tmp.appendingPathComponent("thesis.md"), atomically: false, encoding: .utf8)
        let r = try Self.new(tmp)
        #expect(r.status == 1)
        #expect(r.err == "error: \(tmp.path) already exists and is not empty; choose a new folder\n")
    }

    @Test func belowAFileIsNamedWithoutFoundationText() throws {
        let tmp = try Self.folder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let file = tmp.appendingPathComponent("notes.txt")
        try "mine".write(to: file, atomically: false, encoding: .utf8)
        let r = try Self.new(file.appendingPathComponent("content"))
        #expect(r.status == 1)
        #expect(r.err == "error: cannot create the folder \(file.path)/content: a file is in the way where a folder is needed; "
                + "choose another folder\n")
    }

    @Test(.enabled(if: Locked.supported)) func intoAFolderItCannotWrite() throws {
        let tmp = try Self.folder()
        let locked = tmp.appendingPathComponent("locked")
        try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: false)
        let undo = try #require(Locked.make(locked))
        defer { undo(); try? FileManager.default.removeItem(at: tmp) }
        let inside = try Self.new(locked)
        #expect(inside.status == 1)
        #expect(inside.err == "error: cannot write into \(locked.path): permission denied; choose another folder\n")
        let below = try Self.new(locked.appendingPathComponent("content"))
        #expect(below.status == 1)
        #expect(below.err == "error: cannot create the folder \(locked.path)/content: permission denied; choose another folder\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: locked.path) == [])
    }

    /// The sample says what it wrote and the next two commands, the folder quoted as one shell word.
    @Test func newPrintsTheNextCommands() throws {
        let tmp = try Self.folder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let dir = tmp.appendingPathComponent("my content").path
        let r = try CLIRunner.run(["new", dir, "--today", "2026-11-22"])
        #expect(r.status == 0)
        #expect(r.out == """
            Wrote sample content for 3 athletes to \(dir) (dates counted back from 2026-11-22).
            Next, preview it while you edit:  sitegen serve --content '\(dir)'
            or build the site into a folder:  sitegen build --content '\(dir)' --output site

            """)
    }

    /// `--blank` says what it wrote and what to do next; the sample's options are refused with
    /// why, and `--athletes 0` points at `--blank`.
    @Test func blankPrintsTheNextStep() throws {
        let tmp = try Self.folder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let dir = tmp.appendingPathComponent("mine").path
        let r = try CLIRunner.run(["new", dir, "--blank"])
        #expect(r.status == 0)
        #expect(r.out == """
            Wrote a blank content folder to \(dir): site.yml, one athlete (\(dir)/athletes/my-athlete) with athlete.yml and 9 tables with their header rows, and COLUMNS.md, which says what each column takes.
            Next, write the athlete's name in \(dir)/athletes/my-athlete/athlete.yml and rename the folder to it (like ana-diaz),
            then preview the site while you add rows:  sitegen serve --content \(dir)

            """)
        let built = try CLIRunner.run(["build", "--content", dir, "--output", tmp.appendingPathComponent("site").path,
                                       "--today", "2026-11-25", "--quiet"])
        #expect(built.status == 0)
        // The only warnings: the blank athlete's résumé has nothing to reply to and no metric yet,
        // and the name is still the template's.
        #expect(built.err == "\(dir)/athletes/my-athlete/athlete.yml: warning: athlete \"my-athlete\": the coach résumé has no email or "
                + "phone and no metric; add email: or phone: to athlete.yml and a row to performance_metrics.csv, so a coach can reply and compare\n"
                + "\(dir)/athletes/my-athlete/athlete.yml:4:7: warning: name \"Your Name\" is the template's placeholder; write the "
                + "athlete's own name (the pages would greet \"Welcome back, Your!\")\n")
        let clash = try CLIRunner.run(["new", tmp.appendingPathComponent("other").path, "--blank", "--athletes", "3"])
        #expect(clash.status == 1)
        #expect(clash.err == "error: --athletes is for sample data; --blank writes no rows, so leave out --athletes\n")
        let zero = try CLIRunner.run(["new", tmp.appendingPathComponent("zero").path, "--athletes", "0"])
        #expect(zero.err == "error: --athletes must be between 1 and 10000; for a folder without sample data, use --blank\n")
        let heavy = try CLIRunner.run(["new", tmp.appendingPathComponent("heavy").path, "--heavy"])
        #expect(heavy.status == 1)
        #expect(heavy.err == "error: --heavy goes with --athletes N (the benchmark's heavy athletes)\n")
    }
}

/// A folder this process cannot write into: `chattr +i` as root (root writes anywhere else),
/// read-only permissions otherwise.
enum Locked {
    static func make(_ folder: URL) -> (() -> Void)? {
        if getuid() != 0 {
            guard chmod(folder.path, 0o555) == 0 else { return nil }
            return { chmod(folder.path, 0o755) }
        }
        guard FileFlag.chattr("+i", folder.path) else { return nil }
        return { _ = FileFlag.chattr("-i", folder.path) }
    }

    static let supported: Bool = {
        let tmp = FileManager.default.temporaryDirectory.appendingPathComponent("sitegen-locked-probe-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: tmp, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: tmp) }
        guard let undo = make(tmp) else { return false }
        let refused = mkdir(tmp.path + "/x", 0o777) != 0
        if !refused { rmdir(tmp.path + "/x") }
        undo()
        return refused
    }()
}
