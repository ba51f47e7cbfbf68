import Foundation

/// Chooses how the preview notices changes: inotify on Linux, polling elsewhere or when inotify
/// cannot be used (no instance left, or the system's watch limit reached), with the reason.
enum FolderWatcher {
    static func make(roots: [URL]) -> any FolderChanges {
        #if canImport(Glibc)
        do {
            return try InotifyWatcher(roots: roots)
        } catch {
            return PollingWatcher(roots: roots, reason: error.reason)
        }
        #else
        return PollingWatcher(roots: roots, reason: "this system has no inotify")
        #endif
    }

    /// `/a/content and /b/theme`, for the summary lines.
    static func describe(_ roots: [URL]) -> String {
        roots.map(\.path).joined(separator: " and ")
    }
}
