import Foundation

/// Opening a file of the content folder. Every loader reads through `read`, which resolves the
/// path (symbolic links followed, for the file and every folder above it) and refuses one that
/// leads outside the content folder: a note linked to `/etc/passwd` must not be published.
/// Links that stay inside the content folder are fine.
public enum ContentFile {
    /// The file's bytes; an error at `display` when it cannot be read or leads outside `root`
    /// (nil `root`: no check, for callers that read a lone file).
    public static func read(_ url: URL, root: URL?, display: String) -> Result<[UInt8], Diagnostic> {
        read(url, resolver: root.map(Resolver.init(root:)), display: display)
    }

    /// `read(_:root:display:)` for a loader that reads many files under one root: `resolver`
    /// resolves the root and each folder once, not once per file.
    public static func read(_ url: URL, resolver: Resolver?, display: String) -> Result<[UInt8], Diagnostic> {
        if let resolver, let target = resolver.outside(url.path) {
            return .failure(.error("this is a symbolic link to \(target), outside the content folder; "
                                   + "copy the file into the content folder instead", at: SourceLocation(file: display)))
        }
        guard let bytes = contents(url.path) else {
            return .failure(.error("cannot read the file", at: SourceLocation(file: display)))
        }
        return .success(bytes)
    }

    /// The file's bytes read straight into an array (no `Data` to copy them out of); nil when
    /// it cannot be opened or read, or is not a regular file.
    public static func contents(_ path: String) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        // One byte more than the size: a file that grew since shows it by filling the buffer.
        let capacity = max(Int(info.st_size), 0) + 1
        var failed = false
        var bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
            count = 0
            while count < buffer.count {
                let got = Foundation.read(fd, buffer.baseAddress! + count, buffer.count - count)
                if got < 0 { if errno == EINTR { continue }; failed = true; return }
                if got == 0 { return }
                count += got
            }
        }
        if failed { return nil }
        guard bytes.count == capacity else { return bytes }
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let got = chunk.withUnsafeMutableBytes { Foundation.read(fd, $0.baseAddress!, $0.count) }
            if got < 0 { if errno == EINTR { continue }; return nil }
            if got == 0 { return bytes }
            bytes.append(contentsOf: chunk[..<got])
        }
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
