import Foundation

/// How many connections the preview server keeps open, and which one goes when a new one
/// arrives and there is no room: a few sockets must never lock out the browser.
///
/// At most `total` connections are open, and at most `perClient` from one address (the other
/// room is for other clients when `--host` opens the preview to the network; on loopback every
/// client is 127.0.0.1). A new connection always gets in when a connection it may displace is
/// idle (waiting for a request, none of whose bytes are waiting to be read) or writing an
/// answer (a client that reads slowly, or not at all): the one of those that entered that state
/// longest ago is dropped. Only connections whose request is being answered (a page rendered)
/// are never dropped; when all are such, the new connection is refused (503).
///
/// So the newest request is served: an attacker's idle or unread sockets are older than it, and
/// each one they open pushes out one of their own.
final class ConnectionBudget: @unchecked Sendable {
    enum Phase: Equatable {
        /// Waiting for (the rest of) a request head.
        case idle
        /// The request is being answered: never dropped.
        case busy
        /// Sending an answer.
        case writing
    }

    /// One open connection. Its fields are read and written under the budget's lock.
    final class Entry: @unchecked Sendable {
        let fd: Int32
        let client: String
        fileprivate(set) var phase = Phase.idle
        /// When it entered its phase: a sequence number (larger is later).
        fileprivate(set) var since: Int
        /// Dropped to make room (its socket is shut down; its thread ends the connection).
        fileprivate(set) var dropped = false

        fileprivate init(fd: Int32, client: String, since: Int) {
            self.fd = fd
            self.client = client
            self.since = since
        }
    }

    let total: Int
    let perClient: Int
    /// Ends a connection chosen to make room; called under the lock, while the connection's
    /// thread cannot have closed the descriptor yet (it releases its entry first).
    private let drop: (Int32) -> Void
    /// Whether bytes are waiting to be read on a descriptor (a request arriving: not idle).
    private let hasUnread: (Int32) -> Bool

    private let lock = NSLock()
    private var entries: [Entry] = []
    private var clock = 0
    private var droppedCount = 0

    init(total: Int, perClient: Int, drop: @escaping (Int32) -> Void = ConnectionBudget.shutDown,
         hasUnread: @escaping (Int32) -> Bool = ConnectionBudget.readable) {
        self.total = total
        self.perClient = min(perClient, total)
        self.drop = drop
        self.hasUnread = hasUnread
    }

    /// Makes room for a connection from `client` (dropping one if needed) and counts it; nil
    /// when there is no room (every connection it could displace is being answered).
    func admit(fd: Int32, client: String) -> Entry? {
        lock.lock(); defer { lock.unlock() }
        let mine = entries.filter { $0.client == client }
        let pool = mine.count >= perClient ? mine : entries.count >= total ? entries : []
        if !pool.isEmpty {
            guard let victim = pool.filter(isDisplaceable).min(by: { $0.since < $1.since }) else { return nil }
            victim.dropped = true
            entries.removeAll { $0 === victim }
            droppedCount += 1
            drop(victim.fd)
        }
        clock += 1
        let entry = Entry(fd: fd, client: client, since: clock)
        entries.append(entry)
        return entry
    }

    /// The connection moved to `phase`.
    func set(_ entry: Entry, _ phase: Phase) {
        lock.lock(); defer { lock.unlock() }
        guard !entry.dropped, entry.phase != phase else { return }
        clock += 1
        entry.phase = phase
        entry.since = clock
    }

    /// The connection ended: its room is free. Call before closing its descriptor.
    func release(_ entry: Entry) {
        lock.lock(); defer { lock.unlock() }
        entries.removeAll { $0 === entry }
    }

    /// How many connections are open (counted) now.
    var open: Int {
        lock.lock(); defer { lock.unlock() }
        return entries.count
    }

    /// How many connections were dropped to make room so far.
    var dropped: Int {
        lock.lock(); defer { lock.unlock() }
        return droppedCount
    }

    private func isDisplaceable(_ entry: Entry) -> Bool {
        switch entry.phase {
        case .busy: return false
        case .writing: return true
        case .idle: return !hasUnread(entry.fd)
        }
    }

    /// Wakes the connection's thread at once: its `poll` sees the end, its next write fails.
    static func shutDown(_ fd: Int32) {
        _ = shutdown(fd, Int32(SHUT_RDWR))
    }

    /// Whether `fd` has bytes (or the peer's end) waiting to be read now.
    static func readable(_ fd: Int32) -> Bool {
        var entry = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        return poll(&entry, 1, 0) > 0
    }
}
