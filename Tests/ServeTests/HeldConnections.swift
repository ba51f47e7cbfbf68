import Foundation
import Glibc

/// An attacker's sockets for the serve tests: `count` connections to 127.0.0.1:`port`, each
/// sending `request` (nothing for an idle one) and never reading, with a small receive buffer so
/// an answer stalls at once. With `reopen`, a thread opens a new one for every one the server
/// closes, as a hostile process would, until `close()`.
final class HeldConnections: @unchecked Sendable {
    private let lock = NSLock()
    private var fds: [Int32] = []
    private let stopping = NSCondition()
    private var stopped = false
    private var thread: Thread?
    private(set) var reopened = 0
    let port: UInt16
    let request: [UInt8]

    init(port: UInt16, count: Int, request: String = "", reopen: Bool = false) {
        self.port = port
        self.request = Array(request.utf8)
        for _ in 0..<count { if let fd = open() { fds.append(fd) } }
        if reopen {
            let thread = Thread { [self] in reopenLoop() }
            thread.start()
            self.thread = thread
        }
    }

    var count: Int { lock.lock(); defer { lock.unlock() }; return fds.count }

    /// How many of the sockets the server has closed (the peer's end is readable as EOF or reset).
    var closedByServer: Int {
        lock.lock(); defer { lock.unlock() }
        return fds.filter(Self.isClosed).count
    }

    func close() {
        stopping.lock(); stopped = true; stopping.unlock()
        while let thread, !thread.isFinished { Thread.sleep(forTimeInterval: 0.01) }
        lock.lock(); defer { lock.unlock() }
        for fd in fds { Glibc.close(fd) }
        fds = []
    }

    private func reopenLoop() {
        while true {
            stopping.lock()
            let done = stopped
            stopping.unlock()
            if done { return }
            lock.lock()
            for (i, fd) in fds.enumerated() where Self.isClosed(fd) {
                Glibc.close(fd)
                if let new = open() { fds[i] = new; reopened += 1 }
            }
            lock.unlock()
            Thread.sleep(forTimeInterval: 0.005)
        }
    }

    private func open() -> Int32? {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return nil }
        var small: Int32 = 4096
        setsockopt(fd, SOL_SOCKET, SO_RCVBUF, &small, socklen_t(MemoryLayout<Int32>.size))
        guard RawHTTP.connectLoopback(fd, port: port) else { Glibc.close(fd); return nil }
        if !request.isEmpty { _ = request.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) } }
        return fd
    }

    /// Whether the server closed `fd`: a peek says end of stream or an error (a reset). Bytes
    /// waiting (a stalled answer) are not an end.
    static func isClosed(_ fd: Int32) -> Bool {
        var byte: UInt8 = 0
        let n = recv(fd, &byte, 1, Int32(MSG_PEEK | MSG_DONTWAIT))
        if n == 0 { return true }
        return n < 0 && errno != EAGAIN && errno != EWOULDBLOCK
    }
}
