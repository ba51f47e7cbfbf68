import Dispatch
import Foundation
import SiteGen
import SiteOutput

extension PreviewSession {
    /// What `sitegen serve` does on the main thread: start, print the address, serve until
    /// Ctrl-C (SIGINT) or SIGTERM, then stop, free the port and return normally (exit 0).
    /// Nothing is on disk to remove. A second Ctrl-C while stopping exits at once (code 130).
    public func runUntilInterrupted() throws {
        try Self.blocking { try await self.start() }
        log("Serving \(address) (Ctrl-C to stop).")
        log(watchSummary)

        let interrupted = DispatchSemaphore(value: 0)
        let once = Flag()
        var sources: [any DispatchSourceSignal] = []
        for sig in [SIGINT, SIGTERM] {
            signal(sig, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: sig, queue: .global())
            source.setEventHandler {
                if once.isSet { _exit(130) }
                once.set()
                interrupted.signal()
            }
            source.resume()
            sources.append(source)
        }
        interrupted.wait()
        log("Stopping.")
        // At most a second: a render under way for a request is not waited for (the process
        // ends, and the system closes the port).
        let stopped = DispatchSemaphore(value: 0)
        Task { await self.stop(); stopped.signal() }
        _ = stopped.wait(timeout: .now() + 1)
        sources.forEach { $0.cancel() }
    }

    /// Runs async work to completion from synchronous code on a thread outside Swift's
    /// cooperative pool (the main thread).
    static func blocking<T: Sendable>(_ body: @escaping @Sendable () async throws -> T) throws -> T {
        let done = DispatchSemaphore(value: 0)
        let box = ResultBox<T>()
        Task {
            do { box.result = .success(try await body()) } catch { box.result = .failure(error) }
            done.signal()
        }
        done.wait()
        return try box.result!.get()
    }
}

private final class ResultBox<T: Sendable>: @unchecked Sendable {
    var result: Result<T, any Error>?
}
