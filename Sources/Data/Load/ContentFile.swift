import Foundation

/// Opening a file of the content folder. Every loader reads through `read`, which resolves the
/// path (symbolic links followed, for the file and every folder above it) and refuses one that
/// leads outside the content folder: a note linked to `/etc/passwd` must not be published.
/// Links that stay inside the content folder are fine.
public enum ContentFile {
    /// The file's bytes; an error at `display` when it cannot be read or leads outside `root`
    /// (nil `root`: no check, for callers that read a lone file).
    public static func read(_ url: URL, root: URL?, display: String) -> Result<[UInt8], Diagnostic> {
        if let root, let target = outside(url, root: root) {
            return .failure(.error("this is a symbolic link to \(target), outside the content folder; "
                                   + "copy the file into the content folder instead", at: SourceLocation(file: display)))
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            return .failure(.error("cannot read the file", at: SourceLocation(file: display)))
        }
        return .success(Array(data))
    }

    /// The resolved path of `url` when it lies outside the resolved `root`; nil when inside, or
    /// when either cannot be resolved (a missing file is reported by the read itself).
    public static func outside(_ url: URL, root: URL) -> String? {
        guard let file = realPath(url.path), let folder = realPath(root.path) else { return nil }
        return isInside(file, folder) ? nil : file
    }

    /// Whether the resolved `path` is the resolved `folder` or inside it.
    public static func isInside(_ path: String, _ folder: String) -> Bool {
        path == folder || path.hasPrefix(folder == "/" ? "/" : folder + "/")
    }

    /// `realpath(3)`: the absolute path with every symbolic link resolved; nil when it does not exist.
    public static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
