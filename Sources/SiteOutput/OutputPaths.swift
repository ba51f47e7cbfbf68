import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Where output may go, decided on resolved paths (symbolic links followed), before anything
/// is written or removed.
package enum OutputPaths {
    /// The real path of `url`, following every symbolic link; for a path that does not exist
    /// yet, its folder's real path and its own name. Nil when not even the folder exists.
    package static func resolved(_ url: URL) -> String? {
        let url = url.standardizedFileURL
        if let real = realPath(url.path) { return real }
        guard let folder = realPath(url.deletingLastPathComponent().path) else { return nil }
        return (folder == "/" ? "" : folder) + "/" + url.lastPathComponent
    }

    /// Whether `path` is `folder` or inside it (both resolved, no trailing slash).
    package static func isInside(_ path: String, _ folder: String) -> Bool {
        path == folder || path.hasPrefix(folder == "/" ? "/" : folder + "/")
    }

    /// `realpath(3)`: the absolute path with every symbolic link resolved; nil when it does not exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Refuses a site output that is the content folder, inside it, or holds it: each build
    /// replaces the output folder as a whole. `output` and `content` are as the user typed them.
    package static func checkSite(output: String, content: String) throws(OutputError) {
        let outputURL = URL(fileURLWithPath: output)
        guard let c = resolved(URL(fileURLWithPath: content)), let o = resolved(outputURL) else { return }
        if isInside(c, o) {
            throw OutputError("the content folder \(content) is inside the output folder \(output), which every build "
                + "replaces; choose an --output outside the content folder")
        }
        if isInside(o, c) {
            throw OutputError("the output folder \(output) is inside the content folder \(content); "
                + "choose an --output outside the content folder")
        }
    }

    /// Refuses a packet file inside the content folder (it would overwrite or add to the input).
    package static func checkPacket(output: String, content: String) throws(OutputError) {
        guard let c = resolved(URL(fileURLWithPath: content)), let o = resolved(URL(fileURLWithPath: output)) else { return }
        if isInside(o, c) {
            throw OutputError("--output \(output) is inside the content folder \(content); "
                + "write the packet outside the content folder")
        }
    }

    /// The target of `url` when it is itself a symbolic link.
    package static func symbolicLink(_ url: URL) -> String? {
        try? FileManager.default.destinationOfSymbolicLink(atPath: url.standardizedFileURL.path)
    }
}
