import FlyingSocks
import Foundation

/// The preview's HTTP/1.1 server: a listening socket, one thread that accepts, and one thread per
/// connection (a browser opens a handful). Request heads are read by `RequestHeadReader` (linear,
/// capped); every wait is a `poll` of at most `tick`, so `stop()` ends every thread promptly.
/// Which connections are kept when more arrive is `ConnectionBudget`'s choice; answers are sent
/// from the preview's own copy of each file, a slice at a time (`PreviewResponse`).
///
/// It replaces FlyingFox's `HTTPServer`, whose request decoder re-scanned the whole line for
/// every byte received (quadratic: a 100 KB request line took about 7 s) with no cap on its size.
final class PreviewServer: @unchecked Sendable {
    typealias Handler = @Sendable (RequestHead) -> PreviewResponse

    /// How long a connection may take to send a whole head, or stay idle between requests.
    let idleTimeout: TimeInterval
    /// How long a client may read nothing of an answer before it is dropped.
    let stallTimeout: TimeInterval
    /// The connections kept open, and which goes when a new one needs room.
    let budget: ConnectionBudget
    /// The longest wait before the stop flag is looked at again.
    static let tick: Int32 = 100

    let handler: Handler
    let stopping = Flag()
    private let listener: Socket
    private let acceptDone = DispatchSemaphore(value: 0)
    private let connections = DispatchGroup()
    private var started = false

    /// Binds and listens on `address`; throws FlyingSocks' `SocketError` (port in use, …).
    init(address: some SocketAddress, idleTimeout: TimeInterval = 15, stallTimeout: TimeInterval = 10,
         maxConnections: Int = 64, perClient: Int = 48, handler: @escaping Handler) throws {
        self.idleTimeout = idleTimeout
        self.stallTimeout = stallTimeout
        budget = ConnectionBudget(total: maxConnections, perClient: perClient)
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
            guard let accepted = try? listener.accept() else { continue }
            let socket = Socket(file: accepted.file)
            Self.prepareConnection(socket)
            guard let entry = budget.admit(fd: accepted.file.rawValue, client: Self.client(accepted.addr)) else {
                let busy = PreviewResponse.text(503, "The preview is answering as many requests as it can at once; try again.")
                _ = Self.write(busy.encoded(includingBody: true, close: true), to: socket, stallTimeout: 0, stopping: stopping)
                try? socket.close()
                continue
            }
            connections.enter()
            let thread = Thread { [self] in
                serve(socket, entry)
                connections.leave()
            }
            thread.name = "sitegen-serve-connection"
            thread.start()
        }
    }

    /// The client's address without the port: connections from one address share its budget.
    static func client(_ address: sockaddr_storage) -> String {
        var address = address
        let family = Int32(address.ss_family)
        return withUnsafeBytes(of: &address) { raw in
            switch family {
            case AF_INET:
                let v4 = raw.load(as: sockaddr_in.self)
                return withUnsafeBytes(of: v4.sin_addr) { $0.map { String($0) }.joined(separator: ".") }
            case AF_INET6:
                let v6 = raw.load(as: sockaddr_in6.self)
                return withUnsafeBytes(of: v6.sin6_addr) { $0.map { String($0, radix: 16) }.joined(separator: ":") }
            default:
                return "other"
            }
        }
    }

    /// Blocking reads (every read waits in `poll` first); writes never block (`write`); no SIGPIPE;
    /// `TCP_NODELAY`, so the last segment of an answer larger than `PreviewResponse.joinLimit`
    /// is not held back for the client's delayed ACK either.
    static func prepareConnection(_ socket: Socket) {
        let fd = socket.file.rawValue
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        var on: Int32 = 1
        _ = setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &on, socklen_t(MemoryLayout<Int32>.size))
        #if canImport(Darwin)
        try? socket.setValue(true, for: .noSIGPIPE)
        #endif
    }

    /// Whether `fd` has something to read (or was closed) within `milliseconds`.
    static func waitReadable(_ fd: Int32, milliseconds: Int32) -> Bool {
        var entry = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        return poll(&entry, 1, milliseconds) > 0
    }

    /// Sends `parts` in order without blocking: waits (in `poll`, a tick at a time) while the
    /// client reads nothing. False when the peer is gone, the connection was dropped to make
    /// room, the server stops, or nothing could be sent for `stallTimeout` seconds (0: only
    /// what the socket takes at once).
    static func write(_ parts: [ArraySlice<UInt8>], to socket: Socket, stallTimeout: TimeInterval, stopping: Flag) -> Bool {
        let fd = socket.file.rawValue
        #if os(Linux)
        let flags = Int32(MSG_NOSIGNAL | MSG_DONTWAIT)
        #else
        let flags = Int32(MSG_DONTWAIT)
        #endif
        var progress = Date()
        for part in parts {
            var sent = part.startIndex
            while sent < part.endIndex {
                let n = part[sent...].withUnsafeBytes { send(fd, $0.baseAddress, $0.count, flags) }
                if n > 0 {
                    sent += n
                    progress = Date()
                    continue
                }
                guard n < 0, errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR else { return false }
                let left = stallTimeout - Date().timeIntervalSince(progress)
                guard left > 0, !stopping.isSet else { return false }
                var entry = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
                _ = poll(&entry, 1, min(tick, Int32(left * 1000) + 1))
            }
        }
        return true
    }
}
