/// Collects request heads from one connection's bytes, in linear time and within caps: a request
/// line over `maxRequestLine` bytes is a 414, a head over `maxHead` bytes a 431, both answered as
/// soon as the cap is passed (the rest of such a request is never waited for).
///
/// Each byte is looked at once while searching for the empty line that ends the head; bytes
/// after it (a pipelined next request) stay in the buffer for the next call.
struct RequestHeadReader {
    static let maxRequestLine = 8 * 1024
    static let maxHead = 64 * 1024

    enum Outcome: Equatable {
        case head(RequestHead)
        case failure(RequestHead.Failure)
        /// The peer closed (or went quiet, or the server is stopping) before a whole head.
        case closed
    }

    private var buffer: [UInt8] = []
    /// Where the search for the end of the head goes on.
    private var scanned = 0
    /// The end of the request line (its LF), once seen.
    private var lineEnd: Int?

    /// The next head. `read` returns the connection's next bytes, or none when it is over.
    mutating func next(read: () -> [UInt8]) -> Outcome {
        while true {
            if let end = findEnd() {
                let line = lineEnd ?? end.head
                defer { consume(end.next) }
                if line > Self.maxRequestLine { return .failure(Self.lineTooLong) }
                if end.head > Self.maxHead { return .failure(Self.headTooLarge) }
                do { return .head(try RequestHead.parse(buffer[..<end.head])) } catch { return .failure(error) }
            }
            if (lineEnd ?? buffer.count) > Self.maxRequestLine { return .failure(Self.lineTooLong) }
            if buffer.count > Self.maxHead { return .failure(Self.headTooLarge) }
            let more = read()
            if more.isEmpty { return .closed }
            buffer.append(contentsOf: more)
        }
    }

    static let lineTooLong = RequestHead.Failure(
        status: 414, reason: "The request line is longer than \(maxRequestLine / 1024) KB.")
    static let headTooLarge = RequestHead.Failure(
        status: 431, reason: "The request's header fields are longer than \(maxHead / 1024) KB.")

    /// Searches from `scanned` for the LF that ends the head: the one followed by LF or CR LF.
    /// Returns the head's length (up to and including the LF of its last line) and where the
    /// next request starts. Blank lines before a request line are skipped (RFC 9112 §2.2).
    private mutating func findEnd() -> (head: Int, next: Int)? {
        if lineEnd == nil {
            var skip = 0
            while skip < buffer.count, buffer[skip] == 0x0A || (buffer[skip] == 0x0D && skip + 1 < buffer.count && buffer[skip + 1] == 0x0A) {
                skip += 1
            }
            if skip > 0 { consume(skip) }
        }
        var i = scanned
        while i < buffer.count {
            if buffer[i] == 0x0A {
                if lineEnd == nil { lineEnd = i }
                guard i + 1 < buffer.count else { break }
                if buffer[i + 1] == 0x0A { return (i + 1, i + 2) }
                if buffer[i + 1] == 0x0D {
                    guard i + 2 < buffer.count else { break }
                    if buffer[i + 2] == 0x0A { return (i + 1, i + 3) }
                }
            }
            i += 1
        }
        scanned = i
        return nil
    }

    /// Drops the first `count` bytes and starts the search again after them.
    private mutating func consume(_ count: Int) {
        buffer.removeFirst(min(count, buffer.count))
        scanned = 0
        lineEnd = nil
    }
}
