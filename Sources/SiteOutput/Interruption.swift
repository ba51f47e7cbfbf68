import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// SIGINT and SIGTERM during a build or a packet: the half-written staging folder (or
/// temporary zip) is removed, the previous output stays, and the process exits with 128 + the
/// signal number (130, 143), as a shell reports a process stopped by a signal.
///
/// `build` and `packet` call `install()` (other commands keep the default handling, or their own). A signal marks the run as interrupted; a build that has a
/// staging folder notices at its next file or step, stops, discards the folder and throws
/// `Interrupted`. Work already under way (an athlete's pages, a PDF) does not look at the
/// signal, so a build whose threads do not unwind within `unwindLimit` seconds is ended
/// there: the staging folder and the lock file go, the old site stays, and the process exits
/// with the same status and words. With no staging folder yet there is nothing to clean, so the process exits at
/// once; a second signal exits at once too, after removing what it can. During the commit
/// (`beginCommit`…`endCommit`: the renames that move kept athletes into the new site and swap it
/// into place, a few milliseconds) signals wait: stopping half-way would leave the current site
/// without the folders already moved, so the commit finishes and the process exits after it.
public enum Interruption {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var signalNumber: Int32?
    nonisolated(unsafe) private static var staging: [ObjectIdentifier: URL] = [:]
    /// For each registered folder: the output it stands for (its lock file goes too, and the
    /// message names it), when there is one.
    nonisolated(unsafe) private static var outputs: [ObjectIdentifier: URL] = [:]
    /// How long a build may take to unwind after the first signal before it is ended (seconds).
    nonisolated(unsafe) package static var unwindLimit: Double = 2
    nonisolated(unsafe) private static var sources: [any DispatchSourceSignal] = []
    nonisolated(unsafe) private static var committing = 0

    /// The signal that interrupted this run, if any.
    public static var requested: Int32? {
        lock.lock(); defer { lock.unlock() }
        return signalNumber
    }

    /// Handles SIGINT and SIGTERM from now on (idempotent).
    public static func install() {
        lock.lock(); defer { lock.unlock() }
        guard sources.isEmpty else { return }
        for sig in [SIGINT, SIGTERM] {
            signal(sig, SIG_IGN)  // delivered to the dispatch source instead
            let source = DispatchSource.makeSignalSource(signal: sig, queue: .global())
            source.setEventHandler { received(sig) }
            source.resume()
            sources.append(source)
        }
    }

    /// A folder (or file) to remove if the run is stopped; `owner` unregisters it when done.
    /// `output`: the site or file the folder is made for (its lock file is removed with it).
    package static func register(_ url: URL, owner: AnyObject, output: URL? = nil) {
        lock.lock(); defer { lock.unlock() }
        staging[ObjectIdentifier(owner)] = url
        outputs[ObjectIdentifier(owner)] = output
    }

    package static func unregister(owner: AnyObject) {
        lock.lock(); defer { lock.unlock() }
        staging[ObjectIdentifier(owner)] = nil
        outputs[ObjectIdentifier(owner)] = nil
    }

    /// From here to `endCommit` a signal is only recorded (see the type's comment).
    package static func beginCommit() {
        lock.lock(); defer { lock.unlock() }
        committing += 1
    }

    /// Ends the commit; a signal that arrived during it now ends the process, whose new site is
    /// already complete and in place.
    package static func endCommit() {
        lock.lock()
        committing -= 1
        let sig = committing == 0 ? signalNumber : nil
        lock.unlock()
        guard let sig else { return }
        FileHandle.standardError.write(Foundation.Data("error: interrupted; the new site was already in place\n".utf8))
        _exit(128 + sig)
    }

    package static func received(_ sig: Int32) {
        lock.lock()
        let first = signalNumber == nil
        if first { signalNumber = sig }
        let pending = Array(staging.values)
        let inCommit = committing > 0
        lock.unlock()
        guard !inCommit else { return }  // `endCommit` exits once the site is in place
        if first && !pending.isEmpty {
            // The build unwinds and cleans up itself; if it has not within the limit, end it here.
            DispatchQueue.global().asyncAfter(deadline: .now() + unwindLimit) { endUnwinding(sig) }
            return
        }
        for url in pending { try? FileManager.default.removeItem(at: url) }
        FileHandle.standardError.write(Foundation.Data("error: interrupted\n".utf8))
        _exit(128 + sig)
    }

    /// The build did not unwind in time: what it registered goes, with its outputs' lock files,
    /// and the process exits as the build would have (unless a commit began meanwhile: then
    /// `endCommit` exits once the new site is in place).
    private static func endUnwinding(_ sig: Int32) {
        lock.lock()
        let pending = Array(staging.values)
        let named = outputs.values.sorted { $0.path < $1.path }
        let inCommit = committing > 0
        lock.unlock()
        guard !inCommit else { return }
        for url in pending { try? FileManager.default.removeItem(at: url) }
        for output in named { unlink(OutputLock.file(for: output).path) }  // still held: the kernel drops it at exit
        let what = named.first.map { "error: interrupted; \($0.path) was left as it was\n" } ?? "error: interrupted\n"
        FileHandle.standardError.write(Foundation.Data(what.utf8))
        _exit(128 + sig)
    }
}

/// The run was stopped by SIGINT or SIGTERM; the previous output was left as it was.
public struct Interrupted: Error, CustomStringConvertible, Sendable {
    public let signal: Int32
    public let output: String
    public var description: String { "interrupted; \(output) was left as it was" }

    package init(signal: Int32, output: String) {
        self.signal = signal
        self.output = output
    }
}
