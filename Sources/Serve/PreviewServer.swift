import FlyingSocks
import Foundation

/// The preview's HTTP/1.1 server: a listening socket, one thread that accepts, and one thread per
/// connection (a browser opens a handful). Request heads are read by `RequestHeadReader` (linear,
/// capped); every wait is a `poll` of at most `tick`, so `stop()` ends every thread promptly.
///
/// It replaces FlyingFox's `HTTPServer`, whose request decoder re-scanned the whole line for
/// every byte received (quadratic: a 100 KB request line took about 7 s) with no cap on its size.
final class PreviewServer: @unchecked Sendable {
    typealias Handler = @Sendable (RequestHead) -> PreviewResponse

    /// How long a connection may take to send a whole head, or stay idle between requests.
    let idleTimeout: TimeInterval
    /// At most this many connections are served at once; more are answered 503 and closed.
    let maxConnections: Int
    /// The longest wait before the stop flag is looked at again.
    static let tick: Int32 = 100

    let handler: Handler
    let stopping = Flag()
    private let listener: Socket
    private let acceptDone = DispatchSemaphore(value: 0)
    private let connections = DispatchGroup()
    private let lock = NSLock()
    private var active = 0
    private var started = false

    /// Binds and listens on `address`; throws FlyingSocks' `SocketError` (port in use, …).
    init(address: some SocketAddress, idleTimeout: TimeInterval = 15, maxConnections: Int = 64,
         handler: @escaping Handler) throws {
        self.idleTimeout = idleTimeout
        self.maxConnections = maxConnections
        self.handler = handler
        let socket = try Socket(domain: Int32(type(of: address).family))
        do {
            try socket.setValue(true, for: .localAddressReuse)
            try socket.bind(to: address)
            try socket.listen()
            try socket.setFlags(.nonBlocking)
        } catch {
            try? socket.close()
            throw error
        }
        listener = socket
    }

    /// The bound address (with the port the system chose for port 0).
    var boundAddress: Socket.Address? { try? listener.sockname() }

    /// The bound port.
    var port: UInt16? {
        switch boundAddress {
        case .ip4(_, let port)?, .ip6(_, let port)?: return port
        default: return nil
        }
    }

    /// Starts accepting on a thread of its own.
    func start() {
        started = true
        let thread = Thread { [self] in acceptLoop() }
        thread.name = "sitegen-serve-accept"
        thread.start()
    }

    /// Stops accepting, ends every connection (within a tick, or the write in progress), and
    /// frees the port.
    func stop() {
        stopping.set()
        if started {
            acceptDone.wait()
            acceptDone.signal()  // a second stop() passes too
        }
        _ = connections.wait(timeout: .now() + 5)
        try? listener.close()
    }

    private func acceptLoop() {
        defer { acceptDone.signal() }
        while !stopping.isSet {
            guard Self.waitReadable(listener.file.rawValue, milliseconds: Self.tick) else { continue }
            guard let file = try? listener.accept().file else { continue }
            let socket = Socket(file: file)
            Self.prepareConnection(socket)
            lock.lock()
            let admitted = active < maxConnections
            if admitted { active += 1 }
            lock.unlock()
            guard admitted else {
                let busy = PreviewResponse.text(503, "The preview has too many open connections; try again.")
                Self.write(busy.encoded(includingBody: true, close: true), to: socket)
                try? socket.close()
                continue
            }
            connections.enter()
            let thread = Thread { [self] in
                serve(socket)
                lock.lock(); active -= 1; lock.unlock()
                connections.leave()
            }
            thread.name = "sitegen-serve-connection"
            thread.start()
        }
    }

    /// Blocking reads and writes (every read waits in `poll` first), a send timeout so a client
    /// that stops reading cannot hold its thread, and no SIGPIPE.
    private static func prepareConnection(_ socket: Socket) {
        let fd = socket.file.rawValue
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        _ = setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        #if canImport(Darwin)
        try? socket.setValue(true, for: .noSIGPIPE)
        #endif
    }

    /// Whether `fd` has something to read (or was closed) within `milliseconds`.
    static func waitReadable(_ fd: Int32, milliseconds: Int32) -> Bool {
        var entry = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        return poll(&entry, 1, milliseconds) > 0
    }

    /// Writes all of `data`; false when the peer is gone or stopped reading for the send timeout.
    @discardableResult
    static func write(_ data: Data, to socket: Socket) -> Bool {
        var sent = data.startIndex
        while sent < data.endIndex {
            guard let next = try? socket.write(data, from: sent) else { return false }
            sent = next
        }
        return true
    }
}
