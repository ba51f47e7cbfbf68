import Foundation

/// Maps request paths to files of the built site, confined to its folder.
struct StaticFiles: Sendable {
    let root: URL

    /// The file for `path` (`/`, `/ethan/`, `/ethan/dashboard/index.html`, `/site.css`): a folder
    /// path serves its `index.html`. Nil for anything outside the site (`..`, encoded or not),
    /// a missing file, a path with a NUL, or any part starting with a dot (`.sitegen-cache`, the
    /// build's lock and staging files, `.git`): a site's own pages never need one.
    func file(for path: String) -> URL? {
        let withoutQuery = path.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
        guard let decoded = withoutQuery.removingPercentEncoding, !decoded.contains("\0") else { return nil }
        var parts: [String] = []
        for part in decoded.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part.hasPrefix(".") { return nil }
            parts.append(String(part))
        }
        var url = root
        for part in parts { url.appendPathComponent(part) }
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDir) else { return nil }
        if isDir.boolValue {
            url.appendPathComponent("index.html")
            guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        }
        // A symlink inside the site could still point out of it: resolve and check.
        let resolved = url.resolvingSymlinksInPath().path
        let base = root.resolvingSymlinksInPath().path
        guard resolved.hasPrefix(base + "/") else { return nil }
        return url
    }

    static func contentType(for url: URL) -> String {
        switch url.pathExtension.lowercased() {
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
        default: return "application/octet-stream"
        }
    }
}
