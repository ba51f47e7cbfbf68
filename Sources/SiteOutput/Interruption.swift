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
/// `Interrupted`. With no staging folder yet there is nothing to clean, so the process exits at
/// once; a second signal exits at once too, after removing what it can. During the commit
/// (`beginCommit`…`endCommit`: the renames that move kept athletes into the new site and swap it
/// into place, a few milliseconds) signals wait: stopping half-way would leave the current site
/// without the folders already moved, so the commit finishes and the process exits after it.
public enum Interruption {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var signalNumber: Int32?
    nonisolated(unsafe) private static var staging: [ObjectIdentifier: URL] = [:]
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
    package static func register(_ url: URL, owner: AnyObject) {
        lock.lock(); defer { lock.unlock() }
        staging[ObjectIdentifier(owner)] = url
    }

    package static func unregister(owner: AnyObject) {
        lock.lock(); defer { lock.unlock() }
        staging[ObjectIdentifier(owner)] = nil
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
        guard !first || pending.isEmpty else { return }  // the build unwinds and cleans up itself
        for url in pending { try? FileManager.default.removeItem(at: url) }
        FileHandle.standardError.write(Foundation.Data("error: interrupted\n".utf8))
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
