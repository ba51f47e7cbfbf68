import Foundation

/// Maps request paths to the paths of the site's files (`LazySite.file(at:)`).
enum StaticFiles {
    /// The site paths `target` may name, in the order to try: `/` is `index.html`; a folder
    /// path (`/ethan/dashboard`, with or without the slash) is also tried with `/index.html`.
    /// Nil for anything that is no file of a site: `..` (encoded or not), a NUL, or any part
    /// starting with a dot (`.sitegen`, `.git`): a site's own pages never need one.
    static func candidates(for target: String) -> [String]? {
        let withoutQuery = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
        guard let decoded = withoutQuery.removingPercentEncoding, !decoded.contains("\0") else { return nil }
        var parts: [String] = []
        for part in decoded.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part.hasPrefix(".") { return nil }
            parts.append(String(part))
        }
        guard !parts.isEmpty else { return ["index.html"] }
        let path = parts.joined(separator: "/")
        return [path, path + "/index.html"]
    }

    static func contentType(for path: String) -> String {
        let name = path.split(separator: "/").last ?? ""
        let ext = name.contains(".") ? String(name.split(separator: ".").last ?? "").lowercased() : ""
        switch ext {
        case "html": return "text/html; charset=utf-8"
        case "css": return "text/css; charset=utf-8"
        case "json": return "application/json"
        case "csv": return "text/csv; charset=utf-8"
        case "svg": return "image/svg+xml"
        case "png": return "image/png"
        case "jpg", "jpeg": return "image/jpeg"
        case "ics": return "text/calendar; charset=utf-8"
        case "xml": return "application/xml"
        case "txt": return "text/plain; charset=utf-8"
        case "zip": return "application/zip"
        case "pdf": return "application/pdf"
        case "gif": return "image/gif"
        case "webp": return "image/webp"
        case "js": return "text/javascript; charset=utf-8"
        case "ico": return "image/x-icon"
        default: return "application/octet-stream"
        }
    }
}
