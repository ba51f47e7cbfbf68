import Testing
@testable import SiteServe

@Suite struct RequestHeadReaderTests {
    /// Hands `bytes` to the reader `chunk` bytes at a time; counts the reads.
    final class Feed {
        var bytes: [UInt8]
        let chunk: Int
        var reads = 0
        init(_ text: String, chunk: Int = 16 * 1024) { bytes = Array(text.utf8); self.chunk = chunk }
        func read() -> [UInt8] {
            reads += 1
            let n = min(chunk, bytes.count)
            defer { bytes.removeFirst(n) }
            return Array(bytes[..<n])
        }
    }

    @Test func pipelinedHeadsComeOneByOneAndBlankLinesBeforeARequestAreSkipped() {
        let feed = Feed("GET /a HTTP/1.1\r\nHost: x\r\n\r\n\r\nHEAD /b HTTP/1.1\nHost: y\n\nGET /c HTTP/1.1\r\n", chunk: 7)
        var reader = RequestHeadReader()
        guard case .head(let a) = reader.next(read: feed.read) else { Issue.record("no first head"); return }
        guard case .head(let b) = reader.next(read: feed.read) else { Issue.record("no second head"); return }
        #expect([a.method, a.target, b.method, b.target] == ["GET", "/a", "HEAD", "/b"])
        #expect(b.values("host") == ["y"])
        #expect(reader.next(read: feed.read) == .closed)
    }

    @Test func aLongRequestLineIsRefusedOnceItPassesTheCap() {
        let feed = Feed("GET /" + String(repeating: "a", count: 100_000) + " HTTP/1.1\r\nHost: x\r\n\r\n")
        var reader = RequestHeadReader()
        #expect(reader.next(read: feed.read) == .failure(RequestHead.Failure(status: 414, reason: "The request line is longer than 8 KB.")))
        #expect(feed.reads == 1, "8 KB are over the cap after the first 16 KB read")
    }

    @Test func longHeadersAreRefusedOnceTheyPassTheCap() {
        let fields = (0..<2000).map { "X-Field-\($0): " + String(repeating: "v", count: 40) + "\r\n" }.joined()
        let feed = Feed("GET / HTTP/1.1\r\nHost: x\r\n" + fields + "\r\n", chunk: 1000)
        var reader = RequestHeadReader()
        #expect(reader.next(read: feed.read)
            == .failure(RequestHead.Failure(status: 431, reason: "The request's header fields are longer than 64 KB.")))
        #expect(feed.reads == 66, "64 KB plus one chunk were read, not the whole 100 KB")
    }

    @Test func aWholeLongHeadInOneReadIsRefusedToo() {
        let line = "GET /" + String(repeating: "a", count: 9000) + " HTTP/1.1\r\nHost: x\r\n\r\n"
        var reader = RequestHeadReader()
        #expect(reader.next(read: Feed(line).read) == .failure(RequestHeadReader.lineTooLong))
    }

    @Test func headsUpToTheCapsAreRead() {
        let target = "/" + String(repeating: "a", count: RequestHeadReader.maxRequestLine - "GET  HTTP/1.1\r\n".count - 1)
        let text = "GET \(target) HTTP/1.1\r\nHost: x\r\n\r\n"
        var reader = RequestHeadReader()
        guard case .head(let head) = reader.next(read: Feed(text, chunk: 1).read) else { Issue.record("refused"); return }
        #expect(head.target == target)
    }

    @Test func aConnectionClosedMidHeadEndsQuietly() {
        var reader = RequestHeadReader()
        #expect(reader.next(read: Feed("GET / HTTP/1.1\r\nHost: x\r\n").read) == .closed)
    }
}
