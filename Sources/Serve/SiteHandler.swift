import Foundation

/// Answers every request of the preview server: the live-reload status and script, the built
/// site's files (HTML with the script added), and 404 with the site's `404.html`.
struct SiteHandler: Sendable {
    let session: PreviewSession

    func respond(to request: RequestHead) -> PreviewResponse {
        guard request.method == "GET" || request.method == "HEAD" else {
            return .text(405, "The preview only answers GET and HEAD.", extraFields: ["Allow: GET, HEAD"])
        }
        switch request.path {
        case LiveReload.statusPath:
            let (generation, error) = session.state.current
            return PreviewResponse(status: 200, contentType: "application/json", body: LiveReload.status(generation: generation, error: error))
        case LiveReload.scriptPath:
            return PreviewResponse(status: 200, contentType: "text/javascript; charset=utf-8", body: Data(LiveReload.script.utf8))
        default:
            let files = StaticFiles(root: session.siteFolder)
            if let url = files.file(for: request.target), let data = try? Data(contentsOf: url) {
                return page(200, url: url, data)
            }
            let notFound = session.siteFolder.appendingPathComponent("404.html")
            if let data = try? Data(contentsOf: notFound) { return page(404, url: notFound, data) }
            let fallback = "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>Not found</title></head>"
                + "<body><h1>Not found</h1><p><a href=\"/\">Go to the site's home page</a></p></body></html>"
            return page(404, url: notFound, Data(fallback.utf8))
        }
    }

    private func page(_ status: Int, url: URL, _ data: Data) -> PreviewResponse {
        let type = StaticFiles.contentType(for: url)
        return PreviewResponse(status: status, contentType: type, body: type.hasPrefix("text/html") ? LiveReload.inject(into: data) : data)
    }
}
