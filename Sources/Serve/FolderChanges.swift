import Foundation

/// A way of noticing changes under the folders `sitegen serve` watches: kernel file events
/// (`InotifyWatcher`) where the system has them, else polling (`PollingWatcher`). A watcher is
/// used by one thread at a time: made by `start()`, then handed to the watch thread.
protocol FolderChanges: AnyObject, Sendable {
    /// One line for the terminal: how changes are noticed.
    var summary: String { get }
    /// Set when events stopped being reliable (a new folder could not be watched): the session
    /// then switches to polling, saying why.
    var fallbackReason: String? { get }
    /// Blocks until something under the folders changed and then stayed quiet for a moment
    /// (an editor's save is several writes). False once `stopping` is set, within 0.1 s.
    func waitForChange(stopping: Flag) -> Bool
    /// The paths that changed since the last call (files, or folders created, moved or
    /// deleted), sorted; nil when the watcher cannot say (polling, lost events): then anything
    /// may have changed.
    func takeChangedPaths() -> [String]?
    /// Watches `roots` from now on (a change to site.yml may name another theme).
    func watch(_ roots: [URL])
    /// Releases what the watcher holds (the inotify descriptor).
    func close()
}
