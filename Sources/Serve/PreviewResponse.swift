import Foundation

/// One answer of the preview server: status, a content type, extra header fields and the body.
/// `Content-Length`, `Connection` and the fields every answer carries (`fixedFields`) are added
/// when it is encoded.
///
/// The body is a list of byte slices, so a page is sent straight from the preview's in-memory
/// copy (and the live-reload script put in as a third slice): a connection holds no copy of its
/// own of what it sends beyond `joinLimit` bytes, however large the file and however slowly the
/// client reads.
struct PreviewResponse: Sendable, Equatable {
    var status: Int
    var contentType: String
    var parts: [ArraySlice<UInt8>]
    var extraFields: [String] = []
    /// Close the connection after this answer (a refused request's connection is not kept).
    var closes = false

    init(status: Int, contentType: String, parts: [ArraySlice<UInt8>], extraFields: [String] = [], closes: Bool = false) {
        self.status = status
        self.contentType = contentType
        self.parts = parts
        self.extraFields = extraFields
        self.closes = closes
    }

    init(status: Int, contentType: String, body: Data, extraFields: [String] = []) {
        self.init(status: status, contentType: contentType, parts: [ArraySlice(body)], extraFields: extraFields)
    }

    /// A short plain-text answer (errors): the sentence and a newline.
    static func text(_ status: Int, _ sentence: String, extraFields: [String] = []) -> PreviewResponse {
        PreviewResponse(status: status, contentType: "text/plain; charset=utf-8", body: Data((sentence + "\n").utf8),
                        extraFields: extraFields)
    }

    /// The whole body in one piece (tests and short answers).
    var body: Data { Data(parts.joined()) }

    var bodyCount: Int { parts.reduce(0) { $0 + $1.count } }

    /// Sent with every answer: never cached, never sniffed, and never framed or read by another
    /// site (a page visited while previewing could otherwise frame a private note, or tell an
    /// athlete's slug from a 200 against a 404 of an `<img>`; docs/security.md).
    static let fixedFields = [
        "Cache-Control: no-store",
        "X-Content-Type-Options: nosniff",
        "X-Frame-Options: DENY",
        "Content-Security-Policy: frame-ancestors 'none'",
        "Cross-Origin-Resource-Policy: same-origin",
    ]

    /// The status line and header fields, up to the empty line. HEAD answers carry the GET
    /// answer's fields and no body.
    func head(close: Bool) -> [UInt8] {
        var head = "HTTP/1.1 \(status) \(Self.reason(status))\r\n"
        head += "Content-Type: \(contentType)\r\n"
        head += "Content-Length: \(bodyCount)\r\n"
        for field in Self.fixedFields + extraFields { head += field + "\r\n" }
        head += close ? "Connection: close\r\n\r\n" : "Connection: keep-alive\r\n\r\n"
        return Array(head.utf8)
    }

    /// The slices to send, in order: the head, then the body's parts unless `includingBody` is
    /// false, with neighbours joined up to `joinLimit` (`joined`): a page, a status answer or an
    /// error goes out in one `send`, so Nagle's algorithm never holds its second half back for the
    /// client's delayed ACK (40 ms per keep-alive answer; docs/security.md, "The preview").
    func encoded(includingBody: Bool, close: Bool) -> [ArraySlice<UInt8>] {
        Self.joined([ArraySlice(head(close: close))] + (includingBody ? parts.filter { !$0.isEmpty } : []))
    }

    /// At most this many bytes are copied to join slices: larger files are sent from the
    /// preview's copy as they are.
    static let joinLimit = 64 * 1024

    /// `parts` with each run of neighbours whose sum stays within `joinLimit` joined into one
    /// slice; a larger slice is kept as it is.
    static func joined(_ parts: [ArraySlice<UInt8>]) -> [ArraySlice<UInt8>] {
        var out: [ArraySlice<UInt8>] = []
        var run: [ArraySlice<UInt8>] = [], runCount = 0
        func flush() {
            if run.count == 1 { out.append(run[0]) }
            else if run.count > 1 {
                var joined: [UInt8] = []
                joined.reserveCapacity(runCount)
                for part in run { joined.append(contentsOf: part) }
                out.append(ArraySlice(joined))
            }
            run = []; runCount = 0
        }
        for part in parts {
            if runCount + part.count > joinLimit { flush() }
            run.append(part); runCount += part.count
        }
        flush()
        return out
    }

    static func reason(_ status: Int) -> String {
        switch status {
        case 200: return "OK"
        case 400: return "Bad Request"
        case 403: return "Forbidden"
        case 404: return "Not Found"
        case 405: return "Method Not Allowed"
        case 408: return "Request Timeout"
        case 414: return "URI Too Long"
        case 431: return "Request Header Fields Too Large"
        case 503: return "Service Unavailable"
        case 505: return "HTTP Version Not Supported"
        default: return "Internal Server Error"
        }
    }
}
