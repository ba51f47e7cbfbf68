import Foundation
import Testing
@testable import SiteData

/// A named pipe in the content folder used to hang `check` and `build` (opening it waits for a
/// writer). Only regular files are read; the others are named in a warning.
@Suite struct ContentFilePipeTests {
    /// Runs `body` on its own thread and returns its result, or nil after 10 seconds. Then the
    /// `pipes` are opened for writing, which lets a reader stuck in `open` go on, so that even a
    /// failing test finishes.
    func withTimeout<T: Sendable>(pipes: [URL], _ body: @escaping @Sendable () -> T) -> T? {
        let box = ResultBox<T>()
        let done = DispatchSemaphore(value: 0)
        Thread {
            box.value = body()
            done.signal()
        }.start()
        if done.wait(timeout: .now() + 10) == .success { return box.value }
        for pipe in pipes {
            let fd = open(pipe.path, O_WRONLY | O_NONBLOCK)
            if fd >= 0 { close(fd) }
        }
        _ = done.wait(timeout: .now() + 10)
        return nil
    }

    @Test func pipesAmongNotesAndTablesAreSkippedWithAWarning() throws {
        let f = try ContentFolderFixture("pipe")
        defer { f.remove() }
        try f.write("# Visit\n", to: "notes/visit.md")
        let pipes = [f.notes.appendingPathComponent("pipe.md"), f.athlete.appendingPathComponent("tasks.csv")]
        for pipe in pipes { #expect(mkfifo(pipe.path, 0o644) == 0) }
        let result = withTimeout(pipes: pipes) { (f.problems(), f.data()?.notes.map(\.title)) }
        #expect(result?.0 == [
            "content/athletes/kim-lee/notes/pipe.md: warning: this is a named pipe, not a file; only regular files are read",
            "content/athletes/kim-lee/tasks.csv: warning: this is a named pipe, not a file; only regular files are read",
        ])
        #expect(result?.1 == ["Visit"])
    }

    @Test func aPipeForAProfileOrSettingsIsAnError() throws {
        let f = try ContentFolderFixture("pipe-required")
        defer { f.remove() }
        let profile = f.athlete.appendingPathComponent("athlete.yml")
        let settings = f.content.appendingPathComponent("site.yml")
        try FileManager.default.removeItem(at: profile)
        #expect(mkfifo(profile.path, 0o644) == 0)
        #expect(mkfifo(settings.path, 0o644) == 0)
        let result = withTimeout(pipes: [profile, settings]) {
            (f.problems(), ContentFolderSource.loadConfig(contentFolder: f.content, displayRoot: "content").1.items.map(\.description))
        }
        #expect(result?.0 == ["content/athletes/kim-lee/athlete.yml: error: this is a named pipe, not a file; only regular files are read"])
        #expect(result?.1 == ["content/site.yml: error: this is a named pipe, not a file; only regular files are read"])
    }

    /// `contents` (the build cache's fingerprint reads every file through it) gives nil at once.
    @Test func contentsOfAPipeIsNilWithoutWaiting() throws {
        let f = try ContentFolderFixture("pipe-contents")
        defer { f.remove() }
        let pipe = f.athlete.appendingPathComponent("schools.csv")
        #expect(mkfifo(pipe.path, 0o644) == 0)
        let result = withTimeout(pipes: [pipe]) { ContentFile.contents(pipe.path) == nil }
        #expect(result == true)
    }

    @Test func aFolderNamedLikeANoteIsSkippedWithAWarning() throws {
        let f = try ContentFolderFixture("pipe-folder")
        defer { f.remove() }
        try FileManager.default.createDirectory(at: f.notes.appendingPathComponent("drafts.md"), withIntermediateDirectories: true)
        #expect(f.problems() == [
            "content/athletes/kim-lee/notes/drafts.md: warning: this is a folder, not a file; only regular files are read",
        ])
    }

    @Test func aFileNamedNotesIsAWarning() throws {
        let f = try ContentFolderFixture("pipe-notes-file")
        defer { f.remove() }
        try FileManager.default.removeItem(at: f.notes)
        try f.write("# Visit\n", to: "notes")
        #expect(f.problems() == ["content/athletes/kim-lee/notes: warning: this is a file, not a folder; no notes were read"])
    }
}
