import Foundation

/// Answers every request of the preview server: first the `Host` check (`AllowedHosts`) and the
/// refusal of other sites' requests (`Sec-Fetch-Site: cross-site`), then the live-reload status and script, the site's files as `LazySite` renders them (HTML with the
/// script added), and 404 with the site's `404.html`. Dot-files (`.sitegen-cache`, …) are never served.
struct SiteHandler: Sendable {
    let session: PreviewSession

    func respond(to request: RequestHead) -> PreviewResponse {
        if var refusal = Self.refusal(session.allowedHosts.check(request.values("host")), address: session.address) {
            refusal.closes = true
            return refusal
        }
        if var refusal = Self.crossSiteRefusal(request.values("sec-fetch-site"), address: session.address) {
            refusal.closes = true
            return refusal
        }
        guard request.method == "GET" || request.method == "HEAD" else {
            return .text(405, "The preview only answers GET and HEAD.", extraFields: ["Allow: GET, HEAD"])
        }
        switch request.path {
        case LiveReload.statusPath:
            let (generation, error) = session.state.current
            return PreviewResponse(status: 200, contentType: "application/json", body: LiveReload.status(generation: generation, error: error))
        case LiveReload.countingPath:
            return PreviewResponse(status: 200, contentType: "application/json",
                                   body: LiveReload.counting(session.site?.cards.counting ?? false))
        case LiveReload.scriptPath:
            return PreviewResponse(status: 200, contentType: "text/javascript; charset=utf-8", body: Data(LiveReload.script.utf8))
        default:
            let site = session.site
            let candidates = StaticFiles.candidates(for: request.target) ?? []
            for path in candidates {
                if let found = site?.page(at: path) { return page(200, path: path, found.bytes, counting: found.counting) }
            }
            // An athlete with errors and no last good pages: its error page, never a 404.
            if let path = candidates.first, let bytes = site?.errorPage(at: path) { return page(500, path: "error.html", bytes) }
            if let bytes = site?.file(at: "404.html") { return page(404, path: "404.html", bytes) }
            let fallback = "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>Not found</title></head>"
                + "<body><h1>Not found</h1><p><a href=\"/\">Go to the site's home page</a></p></body></html>"
            return page(404, path: "404.html", Array(fallback.utf8))
        }
    }

    /// The answer for a request whose `Host` is not allowed, in words the user can act on; nil
    /// when it is allowed. `address`: where the preview is (`http://127.0.0.1:8000/`).
    static func refusal(_ verdict: AllowedHosts.Verdict, address: String) -> PreviewResponse? {
        switch verdict {
        case .allowed:
            return nil
        case .missing:
            return .text(400, "This request has no Host header, which HTTP/1.1 requires; sitegen serve answers only requests that say which host they are for.")
        case .several:
            return .text(400, "This request has more than one Host header.")
        case .malformed:
            return .text(400, "This request's Host header is not a host name with an optional port.")
        case .refused(let name):
            let shown = name.contains(":") ? "[\(name)]" : name
            return .text(403, "sitegen serve refused this request: it was addressed to the host \"\(shown)\", which is not an address of this preview. "
                + "Open \(address) instead, or, if you meant to use the name \(shown), start sitegen serve again with --allowed-host \(shown).")
        }
    }

    /// A request another site's page made the browser send (an `<img>`, a frame, a `fetch`) is
    /// refused: such a page could otherwise tell which athletes exist, or frame a private note.
    /// Same-origin, same-site, `none` (the address typed or a bookmark) and no such header (an
    /// older browser, curl) pass. nil when it passes.
    static func crossSiteRefusal(_ values: [String], address: String) -> PreviewResponse? {
        guard values.contains(where: { $0.lowercased() == "cross-site" }) else { return nil }
        return .text(403, "sitegen serve refused this request: another web site's page asked for it (Sec-Fetch-Site: cross-site), "
            + "and the preview answers only its own pages. Open \(address) yourself, by typing or pasting the address.")
    }

    private func page(_ status: Int, path: String, _ bytes: [UInt8], counting: Bool = false) -> PreviewResponse {
        let type = StaticFiles.contentType(for: path)
        let parts = type.hasPrefix("text/html") ? LiveReload.inject(into: bytes, status: status, counting: counting) : [bytes[...]]
        return PreviewResponse(status: status, contentType: type, parts: parts)
    }
}
