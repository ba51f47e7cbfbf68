import Foundation
import Testing
@testable import SiteServe

/// Hostile round 4, item 4: an answer went out in several `send()` calls without `TCP_NODELAY`,
/// so Nagle's algorithm met the client's delayed ACK and each keep-alive answer waited ~40 ms.
@Suite struct PreviewServerKeepAliveTests {
    /// A short answer (head and body, or head, page and live-reload script) is one slice.
    @Test func aShortAnswerIsOneSend() {
        let page = PreviewResponse(status: 200, contentType: "text/html", parts: [ArraySlice("<p>a</p>".utf8), ArraySlice("<script></script>".utf8)])
        let parts = page.encoded(includingBody: true, close: false)
        #expect(parts.count == 1)
        #expect(String(decoding: parts[0], as: UTF8.self).hasSuffix("\r\n\r\n<p>a</p><script></script>"))
        #expect(PreviewResponse.text(404, "Not here.").encoded(includingBody: true, close: true).count == 1)
    }

    /// A file larger than the join limit is sent from its own copy, not copied.
    @Test func aLargeBodyIsNotCopied() {
        let big = [UInt8](repeating: 65, count: 200_000)
        let parts = PreviewResponse(status: 200, contentType: "text/plain", parts: [big[...], ArraySlice("x".utf8)])
            .encoded(includingBody: true, close: false)
        #expect(parts.map(\.count).dropFirst() == [200_000, 1])
        #expect(PreviewResponse.joined([ArraySlice([1, 2]), ArraySlice([3]), big[...], ArraySlice([4])]).map(Array.init)
                == [[1, 2, 3], big, [4]])
    }

    /// 200 requests one after the other on one kept-alive connection, each read before the next
    /// is sent: 8 s with the 40 ms wait; well under a second without.
    @Test func sequentialKeepAliveAnswersDoNotWaitForTheDelayedACK() throws {
        let (server, port) = try PreviewServerTests.echo()
        defer { server.stop() }
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        #expect(RawHTTP.connectLoopback(fd, port: port))
        let start = Date()
        var answered = 0
        var chunk = [UInt8](repeating: 0, count: 65536)
        for i in 0..<200 {
            let request = Array("GET /\(i) HTTP/1.1\r\nHost: a\r\n\r\n".utf8)
            guard request.withUnsafeBytes({ send(fd, $0.baseAddress, $0.count, 0) }) == request.count else { break }
            var received: [UInt8] = []
            while RawHTTP.parse(received).first.map({ $0.body.hasSuffix("\n") }) != true {
                let n = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
                if n <= 0 { break }
                received += chunk[..<n]
            }
            guard RawHTTP.parse(received).first?.body == "GET /\(i) host=a\n" else { break }
            answered += 1
        }
        #expect(answered == 200)
        #expect(Date().timeIntervalSince(start) < 2)
    }
}
