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
    ///
    /// Only regular files are read: a named pipe, socket, device or folder is never opened in a
    /// way that could wait for a writer (a pipe would hang `check` and `build`); it is a
    /// warning naming it (the caller skips it), or an error when the file is `required`
    /// (site.yml, athlete.yml). A file that cannot be read is an error saying why.
    public static func read(_ url: URL, resolver: Resolver?, display: String,
                            required: Bool = false) -> Result<[UInt8], Diagnostic> {
        read(path: url.path, resolver: resolver, display: display, required: required)
    }

    /// `read(_:resolver:display:required:)` by path (a loader of many files joins each name to
    /// its folder's path: making a URL per file and asking it for its path cost more than
    /// reading a note).
    public static func read(path: String, resolver: Resolver?, display: String,
                            required: Bool = false) -> Result<[UInt8], Diagnostic> {
        let at = SourceLocation(file: display)
        if let resolver, let target = resolver.outside(path) {
            return .failure(.error("this is a symbolic link to \(target), outside the content folder; "
                                   + "copy the file into the content folder instead", at: at))
        }
        switch load(path) {
        case .bytes(let bytes): return .success(bytes)
        case .notAFile(let kind):
            let message = "this is \(kind), not a file; only regular files are read"
            return .failure(required ? .error(message, at: at) : .warning(message, at: at))
        case .denied: return .failure(.error("cannot read the file: permission denied", at: at))
        case .missing: return .failure(.error("cannot read the file: it does not exist", at: at))
        case .failed: return .failure(.error("cannot read the file", at: at))
        }
    }

    /// The file's bytes read straight into an array (no `Data` to copy them out of); nil when
    /// it cannot be opened or read, or is not a regular file.
    public static func contents(_ path: String) -> [UInt8]? {
        if case .bytes(let bytes) = load(path) { return bytes }
        return nil
    }

    /// What reading a path gave.
    enum Loaded {
        case bytes([UInt8])
        /// Not a regular file; `kind` names what it is ("a named pipe").
        case notAFile(kind: String)
        /// Permission denied (EACCES, EPERM), at the file or a folder above it.
        case denied
        /// No such file (ENOENT, ENOTDIR).
        case missing
        case failed
    }

    /// Reads `path` when it is a regular file. Checked before opening (`stat`), opened with
    /// `O_NONBLOCK` so that a pipe put there after the check does not block the open, and
    /// checked again on the open file (`fstat`) so it is not read either.
    static func load(_ path: String) -> Loaded {
        var before = stat()
        if stat(path, &before) != 0 { return failure(errno) }
        if let kind = kindName(before.st_mode) { return .notAFile(kind: kind) }
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return failure(errno) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return .failed }
        if let kind = kindName(info.st_mode) { return .notAFile(kind: kind) }
        return readAll(fd, size: Int(info.st_size)).map(Loaded.bytes) ?? .failed
    }

    static func failure(_ code: Int32) -> Loaded {
        switch code {
        case EACCES, EPERM: return .denied
        case ENOENT, ENOTDIR: return .missing
        default: return .failed
        }
    }

    /// Nil for a regular file, else what it is, for messages.
    static func kindName(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return "a folder"
        case S_IFIFO: return "a named pipe"
        case S_IFSOCK: return "a socket"
        case S_IFCHR, S_IFBLK: return "a device"
        default: return "not a regular file"
        }
    }

    /// Every byte of the open file `fd` whose size was `size` when it was opened.
    static func readAll(_ fd: Int32, size: Int) -> [UInt8]? {
        // One byte more than the size: a file that grew since shows it by filling the buffer.
        let capacity = max(size, 0) + 1
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
