import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Helpers for the serve tests: HTTP on loopback, a writable copy of the fixture site, ports.
enum ServeSupport {
    static let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// A writable copy of the small fixture site (one athlete, today fixed in site.yml).
    static func content() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("serve-content-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: repo.appendingPathComponent("Tests/SiteGenTests/Fixtures/site"), to: dir)
        return dir
    }

    static func get(_ url: String) async throws -> (status: Int, body: String) {
        var request = URLRequest(url: URL(string: url)!)
        request.cachePolicy = .reloadIgnoringLocalCacheData
        let (data, response) = try await URLSession.shared.data(for: request)
        return ((response as? HTTPURLResponse)?.statusCode ?? 0, String(decoding: data, as: UTF8.self))
    }

    /// Polls `condition` every 100 ms for up to `seconds`.
    static func eventually(_ seconds: Double = 30, _ condition: () async throws -> Bool) async throws -> Bool {
        let end = Date().addingTimeInterval(seconds)
        while Date() < end {
            if try await condition() { return true }
            try await Task.sleep(nanoseconds: 100_000_000)
        }
        return false
    }

    /// Whether a new socket can bind `port` on 127.0.0.1 (SO_REUSEADDR, so TIME_WAIT does not count).
    static func portIsFree(_ port: UInt16) -> Bool {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var one: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
        var addr = sockaddr_in()
        addr.sin_family = sa_family_t(AF_INET)
        addr.sin_port = port.bigEndian
        addr.sin_addr.s_addr = inet_addr("127.0.0.1")
        return withUnsafePointer(to: &addr) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        } == 0
    }

    static func port(of address: String) -> UInt16 {
        UInt16(address.split(separator: ":").last!.filter(\.isNumber))!
    }
}

/// A raw HTTP/1.1 client for the serve tests: sends bytes exactly as given and reads the answers
/// until the server closes (URLSession cannot send a wrong Host, no Host, or 100 KB of headers).
enum RawHTTP {
    struct Answer: Equatable {
        var status: Int
        var fields: [String: String]
        var body: String
    }

    /// Connects to 127.0.0.1:`port`, sends `request`, and reads until the server closes or
    /// `seconds` pass; returns every answer in the bytes and how long it took.
    static func exchange(port: UInt16, _ request: [UInt8], seconds: Int = 20) -> (answers: [Answer], seconds: Double) {
        let start = Date()
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var timeout = timeval(tv_sec: seconds, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        guard connectLoopback(fd, port: port) else { return ([], 0) }
        #if os(Linux)
        let noSignal = Int32(MSG_NOSIGNAL)
        #else
        let noSignal: Int32 = 0
        var one: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
        #endif
        var sent = 0
        while sent < request.count {
            let n = request[sent...].withUnsafeBytes { send(fd, $0.baseAddress, $0.count, noSignal) }
            if n <= 0 { break }  // the server may answer and stop reading before the end
            sent += n
        }
        var received: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if n <= 0 { break }
            received += chunk[..<n]
        }
        return (parse(received), Date().timeIntervalSince(start))
    }

    /// Connects `fd` to 127.0.0.1:`port`; false when that fails.
    static func connectLoopback(_ fd: Int32, port: UInt16) -> Bool {
        var addr = sockaddr_in()
        addr.sin_family = sa_family_t(AF_INET)
        addr.sin_port = port.bigEndian
        addr.sin_addr.s_addr = inet_addr("127.0.0.1")
        return withUnsafePointer(to: &addr) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        } == 0
    }

    static func get(port: UInt16, _ path: String, host: String? = "127.0.0.1", method: String = "GET") -> Answer? {
        let hostLine = host.map { "Host: \($0)\r\n" } ?? ""
        return exchange(port: port, Array("\(method) \(path) HTTP/1.1\r\n\(hostLine)Connection: close\r\n\r\n".utf8)).answers.first
    }

    /// The answers in `bytes`, each a status line, fields and `Content-Length` bytes of body
    /// (none for an answer to HEAD: pass the bytes of HEAD answers alone).
    static func parse(_ bytes: [UInt8], bodies: Bool = true) -> [Answer] {
        var answers: [Answer] = []
        var rest = bytes[...]
        let end: [UInt8] = Array("\r\n\r\n".utf8)
        while let headEnd = rest.indices.first(where: { rest[$0...].starts(with: end) }) {
            let lines = String(decoding: rest[..<headEnd], as: UTF8.self).components(separatedBy: "\r\n")
            let status = Int(lines[0].split(separator: " ")[1]) ?? 0
            var fields: [String: String] = [:]
            for line in lines.dropFirst() {
                let parts = line.split(separator: ":", maxSplits: 1)
                fields[parts[0].lowercased()] = parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : ""
            }
            let length = bodies ? Int(fields["content-length"] ?? "0") ?? 0 : 0
            let bodyStart = headEnd + 4
            let bodyEnd = min(bodyStart + length, rest.endIndex)
            answers.append(Answer(status: status, fields: fields, body: String(decoding: rest[bodyStart..<bodyEnd], as: UTF8.self)))
            rest = rest[bodyEnd...]
        }
        return answers
    }
}

/// What a preview session printed, line by line (each call's text split at newlines).
final class LogLines: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [String] = []

    func add(_ text: String) {
        lock.lock(); defer { lock.unlock() }
        items += text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    var lines: [String] {
        lock.lock(); defer { lock.unlock() }
        return items
    }

    func clear() {
        lock.lock(); defer { lock.unlock() }
        items = []
    }
}
