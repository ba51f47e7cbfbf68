import FlyingFox
import Foundation

/// Answers every request of the preview server: the live-reload status and script, the built
/// site's files (HTML with the script added), and 404 with the site's `404.html`.
struct SiteHandler: HTTPHandler {
    let session: PreviewSession

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        guard request.method == .GET || request.method == .HEAD else {
            return HTTPResponse(statusCode: .methodNotAllowed, headers: [HTTPHeader("Allow"): "GET, HEAD"])
        }
        switch request.path {
        case LiveReload.statusPath:
            let (generation, error) = session.state.current
            return response(.ok, type: "application/json", LiveReload.status(generation: generation, error: error))
        case LiveReload.scriptPath:
            return response(.ok, type: "text/javascript; charset=utf-8", Data(LiveReload.script.utf8))
        default:
            let files = StaticFiles(root: session.siteFolder)
            if let url = files.file(for: request.path), let data = try? Data(contentsOf: url) {
                return page(.ok, url: url, data)
            }
            let notFound = session.siteFolder.appendingPathComponent("404.html")
            if let data = try? Data(contentsOf: notFound) { return page(.notFound, url: notFound, data) }
            let fallback = "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>Not found</title></head>"
                + "<body><h1>Not found</h1><p><a href=\"/\">Go to the site's home page</a></p></body></html>"
            return page(.notFound, url: notFound, Data(fallback.utf8))
        }
    }

    private func page(_ status: HTTPStatusCode, url: URL, _ data: Data) -> HTTPResponse {
        let type = StaticFiles.contentType(for: url)
        return response(status, type: type, type.hasPrefix("text/html") ? LiveReload.inject(into: data) : data)
    }

    private func response(_ status: HTTPStatusCode, type: String, _ body: Data) -> HTTPResponse {
        HTTPResponse(statusCode: status, headers: [.contentType: type, HTTPHeader("Cache-Control"): "no-store"], body: body)
    }
}
