import FlyingSocks
import Foundation

extension PreviewServer {
    /// Answers the requests of one connection in order until it closes, goes quiet for
    /// `idleTimeout`, stops reading an answer for `stallTimeout`, sends a head the server
    /// refuses, is dropped to make room (`ConnectionBudget`), or the server stops.
    func serve(_ socket: Socket, _ entry: ConnectionBudget.Entry) {
        var reader = RequestHeadReader()
        var cleanEnd = true
        defer {
            budget.release(entry)
            close(socket, draining: !cleanEnd)
        }
        while !stopping.isSet {
            let deadline = Date().addingTimeInterval(idleTimeout)
            budget.set(entry, .idle)
            let outcome = reader.next(read: { read(socket, until: deadline) })
            budget.set(entry, .busy)
            switch outcome {
            case .closed:
                return
            case .failure(let failure):
                cleanEnd = false
                let answer = PreviewResponse.text(failure.status, failure.reason)
                budget.set(entry, .writing)
                _ = Self.write(answer.encoded(includingBody: true, close: true), to: socket, stallTimeout: stallTimeout, stopping: stopping)
                return
            case .head(let head):
                let answer = handler(head)
                // A body is never read, so the connection cannot go on after one.
                let close = !head.keepAlive || head.hasBody || answer.closes || stopping.isSet
                cleanEnd = !head.hasBody
                budget.set(entry, .writing)
                let parts = answer.encoded(includingBody: head.method != "HEAD", close: close)
                guard Self.write(parts, to: socket, stallTimeout: stallTimeout, stopping: stopping), !close else {
                    return
                }
            }
        }
    }

    /// Up to 16 KB of what the peer sent; none when it closed, `deadline` passed or the server
    /// is stopping.
    private func read(_ socket: Socket, until deadline: Date) -> [UInt8] {
        while !stopping.isSet {
            let left = deadline.timeIntervalSinceNow
            if left <= 0 { return [] }
            let wait = min(Self.tick, Int32(left * 1000) + 1)
            guard Self.waitReadable(socket.file.rawValue, milliseconds: wait) else { continue }
            return (try? socket.read(atMost: 16 * 1024)) ?? []
        }
        return []
    }

    /// Closes the connection. After refusing a request whose rest may still be arriving, first
    /// stops sending and reads what comes for up to a second (at most 1 MB): closing with unread
    /// data would reset the connection, and the client could lose the answer it was sent.
    private func close(_ socket: Socket, draining: Bool) {
        if draining {
            _ = shutdown(socket.file.rawValue, Int32(SHUT_WR))
            let deadline = Date().addingTimeInterval(1)
            var discarded = 0
            while discarded < 1 << 20 {
                let chunk = read(socket, until: deadline)
                if chunk.isEmpty { break }
                discarded += chunk.count
            }
        }
        try? socket.close()
    }
}
