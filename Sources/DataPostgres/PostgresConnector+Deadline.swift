#if Postgres
import PostgresNIO
import SiteData

extension PostgresConnector {
    /// The server sent nothing within `seconds`.
    struct NoAnswer: Error {
        let seconds: Int
        /// While logging in (else while waiting for a statement's result).
        let login: Bool
    }

    /// When the server last sent something for the statement being waited for: every row
    /// moves it, so a long table that keeps arriving is not cut off, a silent server is.
    /// Read and written on the connection's event loop only.
    final class Activity: @unchecked Sendable {
        var last = NIODeadline.now()
    }

    /// Waits for `future` until the server has been silent for `seconds` (nil: as long as it
    /// takes): `activity` is moved by each row, else the wait starts now. A database that stops
    /// answering (a frozen server, a dropped network path that TCP has not noticed) must fail
    /// the build, not hang it: on the deadline `onTimeout` runs (it closes the connection,
    /// which fails every statement still queued on it) and `NoAnswer` is thrown.
    static func wait<T: Sendable>(_ future: EventLoopFuture<T>, seconds: Int?, login: Bool = false,
                                  activity: Activity? = nil,
                                  onTimeout: @escaping @Sendable () -> Void = {}) throws -> T {
        guard let seconds else { return try future.wait() }
        let eventLoop = future.eventLoop
        let activity = activity ?? Activity()
        let limit = TimeAmount.seconds(Int64(seconds))
        let promise = eventLoop.makePromise(of: T.self)
        eventLoop.execute { activity.last = .now() }
        let timer = eventLoop.scheduleRepeatedTask(initialDelay: .milliseconds(200), delay: .milliseconds(200)) { task in
            if NIODeadline.now() - activity.last >= limit {
                task.cancel()
                promise.fail(NoAnswer(seconds: seconds, login: login))
            }
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
#endif
