import Foundation
@testable import SiteServe

/// Runs a watcher's `waitForChange` on a thread while a test changes files.
enum WatcherSupport {
    static func folder() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("serve-watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("athletes/ana"), withIntermediateDirectories: true)
        try Data("a".utf8).write(to: dir.appendingPathComponent("athletes/ana/athlete.yml"))
        return dir
    }

    /// Whether `watcher` reports a change within `seconds` of `change` (which runs once the
    /// watcher is waiting). The wait is stopped either way.
    static func noticed(_ watcher: any FolderChanges, within seconds: Double = 2, _ change: () throws -> Void) rethrows -> Bool {
        let stopping = Flag()
        let done = DispatchSemaphore(value: 0)
        let result = Box()
        let thread = Thread {
            result.value = watcher.waitForChange(stopping: stopping)
            done.signal()
        }
        thread.start()
        Thread.sleep(forTimeInterval: 0.2)
        try change()
        if done.wait(timeout: .now() + seconds) == .success { return result.value }
        stopping.set()
        done.wait()
        return false
    }

    final class Box: @unchecked Sendable {
        var value = false
    }
}
