import Foundation
import Testing
@testable import SiteServe

/// The HTTP server on its own, with a handler that echoes the request.
@Suite struct PreviewServerTests {
    static func echo() throws -> (PreviewServer, UInt16) {
        let server = try PreviewServer(address: PreviewSession.socketAddress(host: "127.0.0.1", port: 0)) { head in
            .text(200, "\(head.method) \(head.target) host=\(head.values("host").joined(separator: ","))")
        }
        server.start()
        return (server, try #require(server.port))
    }

    /// Before: FlyingFox re-read the whole line for every byte (100 KB took about 7 s) and then
    /// closed without an answer. Now the cap is hit after the first read.
    @Test func aHundredKilobyteRequestLineIsRefusedAtOnceAndTheServerStillAnswers() throws {
        let (server, port) = try Self.echo()
        defer { server.stop() }
        let long = "GET /" + String(repeating: "a", count: 100_000) + " HTTP/1.1\r\nHost: localhost\r\n\r\n"
        let (answers, seconds) = RawHTTP.exchange(port: port, Array(long.utf8))
        #expect(answers == [Self.answer(414, "The request line is longer than 8 KB.\n", close: true)])
        #expect(seconds < 2)
        #expect(RawHTTP.get(port: port, "/after")?.body == "GET /after host=127.0.0.1\n")
    }

    @Test func aHundredKilobytesOfHeadersAreRefusedAtOnceAndTheServerStillAnswers() throws {
        let (server, port) = try Self.echo()
        defer { server.stop() }
        let fields = (0..<2000).map { "X-Field-\($0): " + String(repeating: "v", count: 40) + "\r\n" }.joined()
        let (answers, seconds) = RawHTTP.exchange(port: port, Array(("GET / HTTP/1.1\r\nHost: localhost\r\n" + fields + "\r\n").utf8))
        #expect(answers.map(\.status) == [431])
        #expect(answers.first?.body == "The request's header fields are longer than 64 KB.\n")
        #expect(seconds < 2)
        #expect(RawHTTP.get(port: port, "/after")?.status == 200)
    }

    @Test func keepAliveAnswersPipelinedRequestsInOrderAndHeadHasNoBody() throws {
        let (server, port) = try Self.echo()
        defer { server.stop() }
        let requests = "GET /one HTTP/1.1\r\nHost: a\r\n\r\nGET /two?x HTTP/1.1\r\nHost: b\r\n\r\nHEAD /three HTTP/1.1\r\nHost: c\r\nConnection: close\r\n\r\n"
        let (answers, _) = RawHTTP.exchange(port: port, Array(requests.utf8))
        var head = Self.answer(200, "HEAD /three host=c\n", close: true)
        head.body = ""
        #expect(answers == [Self.answer(200, "GET /one host=a\n"), Self.answer(200, "GET /two?x host=b\n"), head])
    }

    @Test func aRequestWithABodyIsAnsweredAndTheConnectionClosed() throws {
        let (server, port) = try Self.echo()
        defer { server.stop() }
        let request = "POST /x HTTP/1.1\r\nHost: a\r\nContent-Length: 5\r\n\r\nGET /y HTTP/1.1\r\nHost: a\r\n\r\n"
        let (answers, _) = RawHTTP.exchange(port: port, Array(request.utf8))
        #expect(answers.map(\.body) == ["POST /x host=a\n"])
        #expect(answers.first?.fields["connection"] == "close")
    }

    @Test func aMalformedRequestIsA400() throws {
        let (server, port) = try Self.echo()
        defer { server.stop() }
        let (answers, _) = RawHTTP.exchange(port: port, Array("GET http://evil.example.com/ HTTP/1.1\r\nHost: a\r\n\r\n".utf8))
        #expect(answers.map(\.status) == [400])
        #expect(answers.first?.body == "The request target must be a path starting with \"/\".\n")
    }

    @Test func stopEndsIdleConnectionsPromptlyAndFreesThePort() throws {
        let (server, port) = try Self.echo()
        let idle = Thread { _ = RawHTTP.exchange(port: port, Array("GET / HTTP/1.1\r\nHost: a\r\n\r\n".utf8), seconds: 5) }
        idle.start()
        Thread.sleep(forTimeInterval: 0.3)
        let start = Date()
        server.stop()
        #expect(Date().timeIntervalSince(start) < 1)
        #expect(ServeSupport.portIsFree(port))
    }

    /// A plain-text answer as the server encodes it.
    static func answer(_ status: Int, _ body: String, close: Bool = false) -> RawHTTP.Answer {
        RawHTTP.Answer(status: status, fields: [
            "content-type": "text/plain; charset=utf-8", "content-length": "\(body.utf8.count)", "cache-control": "no-store",
            "x-content-type-options": "nosniff", "x-frame-options": "DENY",
            "content-security-policy": "frame-ancestors 'none'", "cross-origin-resource-policy": "same-origin",
            "connection": close ? "close" : "keep-alive",
        ], body: body)
    }
}
