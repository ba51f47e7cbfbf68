import Foundation

/// The head of one HTTP/1.x request (request line and header fields), parsed in one linear pass.
/// `sitegen serve` only ever answers GET and HEAD from one browser, so this is deliberately
/// small and strict: anything it does not understand is a 400, never a guess.
struct RequestHead: Equatable, Sendable {
    var method: String
    /// The request target as sent (origin form, `/path?query`).
    var target: String
    /// `HTTP/1.1` or `HTTP/1.0`.
    var version: String
    /// Header fields in order, names lowercased, values without surrounding spaces.
    var fields: [(name: String, value: String)]

    static func == (a: RequestHead, b: RequestHead) -> Bool {
        a.method == b.method && a.target == b.target && a.version == b.version
            && a.fields.map(\.name) == b.fields.map(\.name) && a.fields.map(\.value) == b.fields.map(\.value)
    }

    /// Every value of the field `name` (lowercase).
    func values(_ name: String) -> [String] {
        fields.filter { $0.name == name }.map(\.value)
    }

    /// The path part of the target, without the query.
    var path: String {
        String(target.prefix { $0 != "?" })
    }

    /// Whether the connection stays open after the answer: HTTP/1.1 unless `Connection: close`.
    /// HTTP/1.0 always closes (its keep-alive is an extension browsers no longer need).
    var keepAlive: Bool {
        guard version == "HTTP/1.1" else { return false }
        let tokens = values("connection").flatMap { $0.split(separator: ",") }
            .map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        return !tokens.contains("close")
    }

    /// Whether a body follows the head (which this server never reads, so it closes afterwards).
    var hasBody: Bool {
        !values("transfer-encoding").isEmpty || values("content-length").contains { $0 != "0" }
    }

    /// Why a head could not be parsed: the status to answer and a sentence for the body.
    struct Failure: Error, Equatable {
        var status: Int
        var reason: String
    }

    /// Parses `bytes`: the request line and header lines, each ending in CRLF (or a bare LF),
    /// without the empty line that ends the head.
    static func parse(_ bytes: ArraySlice<UInt8>) throws(Failure) -> RequestHead {
        var lines: [ArraySlice<UInt8>] = []
        var start = bytes.startIndex
        for i in bytes.indices where bytes[i] == UInt8(ascii: "\n") {
            var end = i
            if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
            lines.append(bytes[start..<end])
            start = i + 1
        }
        if start < bytes.endIndex { lines.append(bytes[start...]) }
        guard let first = lines.first else { throw Failure(status: 400, reason: "The request is empty.") }

        let parts = first.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
        guard parts.count == 3, let method = token(parts[0]), let target = visible(parts[1]),
              let version = visible(parts[2]) else {
            throw Failure(status: 400, reason: "The request line is not \"METHOD /path HTTP/1.1\".")
        }
        guard version == "HTTP/1.1" || version == "HTTP/1.0" else {
            throw Failure(status: 505, reason: "Only HTTP/1.1 and HTTP/1.0 are supported.")
        }
        guard target.hasPrefix("/") || (target == "*" && method == "OPTIONS") else {
            throw Failure(status: 400, reason: "The request target must be a path starting with \"/\".")
        }

        var fields: [(name: String, value: String)] = []
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")), let name = token(line[..<colon]),
                  let value = fieldValue(line[(colon + 1)...]) else {
                throw Failure(status: 400, reason: "A header line is not \"Name: value\".")
            }
            fields.append((name.lowercased(), value))
        }
        return RequestHead(method: method, target: target, version: version, fields: fields)
    }

    /// An RFC 9110 token (method, field name): visible ASCII without separators.
    private static func token(_ bytes: ArraySlice<UInt8>) -> String? {
        let separators = Set("\"(),/:;<=>?@[\\]{}".utf8)
        guard !bytes.isEmpty, bytes.allSatisfy({ $0 > 0x20 && $0 < 0x7F && !separators.contains($0) }) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Visible ASCII, no spaces (request target, version).
    private static func visible(_ bytes: ArraySlice<UInt8>) -> String? {
        guard !bytes.isEmpty, bytes.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A field value without surrounding spaces and tabs; control characters are refused.
    private static func fieldValue(_ bytes: ArraySlice<UInt8>) -> String? {
        let isSpace: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 }
        guard let first = bytes.firstIndex(where: { !isSpace($0) }) else { return "" }
        let last = bytes.lastIndex(where: { !isSpace($0) })!
        let value = bytes[first...last]
        guard value.allSatisfy({ $0 >= 0x20 && $0 != 0x7F || $0 == 0x09 }) else { return nil }
        return String(decoding: value, as: UTF8.self)
    }
}
