import Foundation
import Testing
@testable import SiteServe

/// The fallback where file events are unavailable.
@Suite struct PollingWatcherTests {
    @Test func changesAreNoticedAndNothingChangingIsNot() throws {
        let dir = try WatcherSupport.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let watcher = PollingWatcher(roots: [dir], reason: "a test")
        #expect(watcher.summary == "Polling \(dir.path) every 0.5 s for changes (file events unavailable: a test).")
        #expect(try !WatcherSupport.noticed(watcher, within: 1) {})
        let yml = dir.appendingPathComponent("athletes/ana/athlete.yml")
        #expect(try WatcherSupport.noticed(watcher) { try Data("longer".utf8).write(to: yml) })
        let sub = dir.appendingPathComponent("athletes/ana/notes")
        try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: false)
        #expect(try WatcherSupport.noticed(watcher) { try Data("x".utf8).write(to: sub.appendingPathComponent("a.md")) })
        #expect(try WatcherSupport.noticed(watcher) { try FileManager.default.removeItem(at: sub.appendingPathComponent("a.md")) })
    }

    @Test func theDigestCountsRegularFilesAndSeesSizeAndTime() throws {
        let dir = try WatcherSupport.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let yml = dir.appendingPathComponent("athletes/ana/athlete.yml")
        let before = PollingWatcher.digest([dir])
        #expect(before.files == 1)
        #expect(PollingWatcher.digest([dir]) == before)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_000_000)], ofItemAtPath: yml.path)
        #expect(PollingWatcher.digest([dir]) != before)
        try FileManager.default.createSymbolicLink(at: dir.appendingPathComponent("link"), withDestinationURL: yml)
        #expect(PollingWatcher.digest([dir]).files == 1, "links are not files of the folder")
    }
}
