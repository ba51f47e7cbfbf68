#if canImport(Glibc)
import Foundation
import Testing
@testable import SiteServe

/// The watcher driven by real kernel events, in a temporary folder.
@Suite struct InotifyWatcherTests {
    @Test func writesNewFoldersFilesInThemAndDeletionsAreNoticed() throws {
        let dir = try WatcherSupport.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let watcher = try InotifyWatcher(roots: [dir])
        defer { watcher.close() }
        #expect(watcher.summary == "Watching 3 folders for changes (\(dir.path)).")

        let yml = dir.appendingPathComponent("athletes/ana/athlete.yml")
        #expect(try WatcherSupport.noticed(watcher) { try Data("b".utf8).write(to: yml) })
        let notes = dir.appendingPathComponent("athletes/ana/notes")
        #expect(try WatcherSupport.noticed(watcher) { try FileManager.default.createDirectory(at: notes, withIntermediateDirectories: false) })
        let note = notes.appendingPathComponent("a.md")
        #expect(try WatcherSupport.noticed(watcher) { try Data("# A".utf8).write(to: note) }, "the new folder is watched")
        #expect(watcher.summary == "Watching 4 folders for changes (\(dir.path)).")
        #expect(try WatcherSupport.noticed(watcher) { try FileManager.default.removeItem(at: note) })
        #expect(try WatcherSupport.noticed(watcher) { try Data("c".utf8).write(to: yml, options: .atomic) }, "write and rename")
    }

    /// The preview renders again only the athletes whose files changed: the watcher says which.
    @Test func theChangedPathsAreReportedOnceEach() throws {
        let dir = try WatcherSupport.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let watcher = try InotifyWatcher(roots: [dir])
        defer { watcher.close() }
        let yml = dir.appendingPathComponent("athletes/ana/athlete.yml")
        #expect(try WatcherSupport.noticed(watcher) { try Data("b".utf8).write(to: yml) })
        #expect(watcher.takeChangedPaths() == [yml.path])
        #expect(watcher.takeChangedPaths() == [], "taken")
        let csv = dir.appendingPathComponent("athletes/ana/schools.csv")
        #expect(try WatcherSupport.noticed(watcher) { try Data("id\n".utf8).write(to: csv, options: .atomic) })
        let paths = try #require(watcher.takeChangedPaths())
        #expect(paths.contains(csv.path))
        #expect(paths.allSatisfy { $0.hasPrefix(dir.path + "/athletes/ana/") }, "the atomic write's temporary file is beside it")
    }

    @Test func nothingChangingIsNotAChange() throws {
        let dir = try WatcherSupport.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let watcher = try InotifyWatcher(roots: [dir])
        defer { watcher.close() }
        #expect(try !WatcherSupport.noticed(watcher, within: 1) {
            _ = try Data(contentsOf: dir.appendingPathComponent("athletes/ana/athlete.yml"))
        })
    }

    @Test func aFolderMovedAwayIsNoLongerWatched() throws {
        let dir = try WatcherSupport.folder()
        let away = FileManager.default.temporaryDirectory.appendingPathComponent("serve-away-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir); try? FileManager.default.removeItem(at: away) }
        let watcher = try InotifyWatcher(roots: [dir])
        defer { watcher.close() }
        #expect(try WatcherSupport.noticed(watcher) { try FileManager.default.moveItem(at: dir.appendingPathComponent("athletes"), to: away) })
        #expect(watcher.summary == "Watching 1 folder for changes (\(dir.path)).")
        #expect(try !WatcherSupport.noticed(watcher, within: 1) { try Data("x".utf8).write(to: away.appendingPathComponent("ana/new.csv")) })
    }

    /// Before: after the folder was moved away and back, saves were never seen again.
    @Test func theRootMovedAwayAndBackIsWatchedAgain() throws {
        let dir = try WatcherSupport.folder()
        let away = FileManager.default.temporaryDirectory.appendingPathComponent("serve-away-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir); try? FileManager.default.removeItem(at: away) }
        let watcher = try InotifyWatcher(roots: [dir])
        defer { watcher.close() }
        #expect(try WatcherSupport.noticed(watcher) { try FileManager.default.moveItem(at: dir, to: away) })
        #expect(watcher.takeChangedPaths() == nil, "anything may have changed")
        #expect(watcher.summary == "Watching 0 folders for changes (\(dir.path)).")
        #expect(try WatcherSupport.noticed(watcher) { try FileManager.default.moveItem(at: away, to: dir) })
        #expect(watcher.takeChangedPaths() == nil)
        #expect(watcher.summary == "Watching 3 folders for changes (\(dir.path)).")
        let yml = dir.appendingPathComponent("athletes/ana/athlete.yml")
        for text in ["b", "c"] {
            #expect(try WatcherSupport.noticed(watcher) { try Data(text.utf8).write(to: yml) })
            #expect(watcher.takeChangedPaths() == [yml.path])
        }
    }

    /// Before: a folder replaced by a copy (renamed over it, as sync tools and git do) was
    /// noticed once, and then no save was.
    @Test func theRootReplacedByACopyIsWatchedAgain() throws {
        let dir = try WatcherSupport.folder()
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("serve-copy-\(UUID().uuidString)")
        let old = FileManager.default.temporaryDirectory.appendingPathComponent("serve-old-\(UUID().uuidString)")
        defer { for url in [dir, copy, old] { try? FileManager.default.removeItem(at: url) } }
        try FileManager.default.copyItem(at: dir, to: copy)
        let watcher = try InotifyWatcher(roots: [dir])
        defer { watcher.close() }
        #expect(try WatcherSupport.noticed(watcher) {
            try FileManager.default.moveItem(at: dir, to: old)
            try FileManager.default.moveItem(at: copy, to: dir)
            try FileManager.default.removeItem(at: old)
        })
        _ = WatcherSupport.noticed(watcher, within: 0.5) {}  // a re-watch still to come is reported here
        _ = watcher.takeChangedPaths()
        #expect(watcher.summary == "Watching 3 folders for changes (\(dir.path)).")
        let yml = dir.appendingPathComponent("athletes/ana/athlete.yml")
        for text in ["b", "c"] {
            #expect(try WatcherSupport.noticed(watcher) { try Data(text.utf8).write(to: yml) })
            #expect(watcher.takeChangedPaths() == [yml.path])
        }
    }

    @Test func stoppingEndsTheWaitAtOnce() throws {
        let dir = try WatcherSupport.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let watcher = try InotifyWatcher(roots: [dir])
        defer { watcher.close() }
        let stopping = Flag()
        stopping.set()
        let start = Date()
        #expect(!watcher.waitForChange(stopping: stopping))
        #expect(Date().timeIntervalSince(start) < 0.5)
    }

    @Test func aMissingFolderIsSkipped() throws {
        let watcher = try InotifyWatcher(roots: [URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)")])
        defer { watcher.close() }
        #expect(watcher.summary.hasPrefix("Watching 0 folders for changes"))
    }
}
#endif
