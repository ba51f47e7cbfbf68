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
