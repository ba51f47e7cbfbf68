import Foundation

/// One answer of the preview server: status, a content type, extra header fields and the body.
/// `Content-Length`, `Cache-Control: no-store`, `X-Content-Type-Options: nosniff` and
/// `Connection` are added when it is encoded.
struct PreviewResponse: Sendable, Equatable {
    var status: Int
    var contentType: String
    var body: Data
    var extraFields: [String] = []
    /// Close the connection after this answer (a refused request's connection is not kept).
    var closes = false

    /// A short plain-text answer (errors): the sentence and a newline.
    static func text(_ status: Int, _ sentence: String, extraFields: [String] = []) -> PreviewResponse {
        PreviewResponse(status: status, contentType: "text/plain; charset=utf-8", body: Data((sentence + "\n").utf8),
                        extraFields: extraFields)
    }

    /// The bytes to send. HEAD answers carry the GET answer's fields and no body.
    func encoded(includingBody: Bool, close: Bool) -> Data {
        var head = "HTTP/1.1 \(status) \(Self.reason(status))\r\n"
        head += "Content-Type: \(contentType)\r\n"
        head += "Content-Length: \(body.count)\r\n"
        head += "Cache-Control: no-store\r\n"
        head += "X-Content-Type-Options: nosniff\r\n"
        for field in extraFields { head += field + "\r\n" }
        head += close ? "Connection: close\r\n\r\n" : "Connection: keep-alive\r\n\r\n"
        var out = Data(head.utf8)
        if includingBody { out.append(body) }
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
