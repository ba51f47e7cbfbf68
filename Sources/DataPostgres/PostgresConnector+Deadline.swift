import PostgresNIO
import SiteData

extension PostgresConnector {
    /// The server sent nothing within `seconds`.
    struct NoAnswer: Error {
        let seconds: Int
        /// While logging in (else while waiting for a statement's result).
        let login: Bool
    }

    /// Waits for `future` at most `seconds` (nil: as long as it takes). A database that stops
    /// answering (a frozen server, a dropped network path that TCP has not noticed) must fail
    /// the build, not hang it: on the deadline `onTimeout` runs (it closes the connection,
    /// which fails every statement still queued on it) and `NoAnswer` is thrown.
    static func wait<T: Sendable>(_ future: EventLoopFuture<T>, seconds: Int?, login: Bool = false,
                                  onTimeout: @escaping @Sendable () -> Void = {}) throws -> T {
        guard let seconds else { return try future.wait() }
        let eventLoop = future.eventLoop
        let promise = eventLoop.makePromise(of: T.self)
        let timer = eventLoop.scheduleTask(in: .seconds(Int64(seconds))) {
            promise.fail(NoAnswer(seconds: seconds, login: login))
        }
        future.whenComplete { result in
            timer.cancel()
            promise.completeWith(result)  // ignored when the deadline came first
        }
        do {
            return try promise.futureResult.wait()
        } catch let timeout as NoAnswer {
            onTimeout()
            throw timeout
        }
    }
}
