import Testing
@testable import SiteServe

@Suite struct RequestHeadTests {
    static func parse(_ text: String) throws(RequestHead.Failure) -> RequestHead {
        try RequestHead.parse(Array(text.utf8)[...])
    }

    @Test func aRequestLineAndFields() throws {
        let head = try Self.parse("GET /ana-diaz/?x=1 HTTP/1.1\r\nHost: localhost:8000\r\nX-Empty:\r\nAccept:  text/html \t\r\n")
        #expect(head.method == "GET")
        #expect(head.target == "/ana-diaz/?x=1")
        #expect(head.path == "/ana-diaz/")
        #expect(head.version == "HTTP/1.1")
        #expect(head.fields.map(\.name) == ["host", "x-empty", "accept"])
        #expect(head.fields.map(\.value) == ["localhost:8000", "", "text/html"])
        #expect(head.values("host") == ["localhost:8000"])
        #expect(head.keepAlive)
        #expect(!head.hasBody)
    }

    @Test func bareLineFeedsEndLinesToo() throws {
        let head = try Self.parse("HEAD / HTTP/1.0\nHost: a\n")
        #expect(head.method == "HEAD")
        #expect(head.values("host") == ["a"])
        #expect(!head.keepAlive)
    }

    @Test func connectionCloseAndBodies() throws {
        #expect(try !Self.parse("GET / HTTP/1.1\r\nConnection: keep-alive, Close\r\n").keepAlive)
        #expect(try Self.parse("POST / HTTP/1.1\r\nContent-Length: 3\r\n").hasBody)
        #expect(try Self.parse("POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n").hasBody)
        #expect(try !Self.parse("GET / HTTP/1.1\r\nContent-Length: 0\r\n").hasBody)
    }

    @Test(arguments: [
        ("", 400, "The request is empty."),
        ("GET /\r\n", 400, "The request line is not \"METHOD /path HTTP/1.1\"."),
        ("GET  / HTTP/1.1\r\n", 400, "The request line is not \"METHOD /path HTTP/1.1\"."),
        ("GET / HTTP/2.0\r\n", 505, "Only HTTP/1.1 and HTTP/1.0 are supported."),
        ("GET http://evil.example.com/ HTTP/1.1\r\n", 400, "The request target must be a path starting with \"/\"."),
        ("GET / HTTP/1.1\r\nHost : a\r\n", 400, "A header line is not \"Name: value\"."),
        ("GET / HTTP/1.1\r\nHost: a\r\n folded\r\n", 400, "A header line is not \"Name: value\"."),
        ("GET / HTTP/1.1\r\nNoColon\r\n", 400, "A header line is not \"Name: value\"."),
        ("GET / HTTP/1.1\r\nX: a\u{1}b\r\n", 400, "A header line is not \"Name: value\"."),
    ])
    func malformedHeadsAreRefused(text: String, status: Int, reason: String) {
        #expect(throws: RequestHead.Failure(status: status, reason: reason)) { try Self.parse(text) }
    }
}
