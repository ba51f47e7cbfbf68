import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Notices changes by comparing a digest of every regular file's name, size and modification
/// time, every `interval`: the fallback where file events are unavailable. Cheap: `readdir` and
/// `fstatat` only (FileManager's attributes also looked up the owner's name, opening
/// /etc/passwd and /etc/group for every file).
final class PollingWatcher: FolderChanges, @unchecked Sendable {
    static let interval: TimeInterval = 0.5

    private var roots: [URL]
    let reason: String
    private var last: Digest
    var fallbackReason: String? { nil }

    init(roots: [URL], reason: String) {
        self.roots = roots
        self.reason = reason
        last = Self.digest(roots)
    }

    var summary: String {
        "Polling \(FolderWatcher.describe(roots)) every \(Self.interval) s for changes (file events unavailable: \(reason))."
    }

    func watch(_ roots: [URL]) {
        self.roots = roots
        last = Self.digest(roots)
    }

    func close() {}

    /// A digest cannot say what changed.
    func takeChangedPaths() -> [String]? { nil }

    func waitForChange(stopping: Flag) -> Bool {
        while !stopping.isSet {
            var waited: TimeInterval = 0
            while waited < Self.interval, !stopping.isSet {
                Thread.sleep(forTimeInterval: 0.1)
                waited += 0.1
            }
            let now = Self.digest(roots)
            guard now != last, !stopping.isSet else { continue }
            // Let an editor finish writing (save = truncate + write, or write + rename).
            Thread.sleep(forTimeInterval: 0.1)
            last = Self.digest(roots)
            return true
        }
        return false
    }

    /// How many regular files there are and an order-independent sum of their hashes.
    struct Digest: Equatable {
        var files = 0
        var sum = 0
    }

    static func digest(_ roots: [URL]) -> Digest {
        var digest = Digest()
        for root in roots { add(root.path, to: &digest) }
        return digest
    }

    private static func add(_ path: String, to digest: inout Digest) {
        guard let dir = opendir(path) else { return }
        defer { closedir(dir) }
        var folder = Hasher()
        folder.combine(path)
        let folderHash = folder.finalize()
        while let entry = readdir(dir) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if name == "." || name == ".." { continue }
            var info = stat()
            guard fstatat(dirfd(dir), name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { continue }
            switch info.st_mode & S_IFMT {
            case S_IFDIR:
                add(path + "/" + name, to: &digest)
            case S_IFREG:
                var file = Hasher()
                file.combine(folderHash)
                file.combine(name)
                file.combine(Int64(info.st_size))
                #if canImport(Darwin)
                file.combine(Int(info.st_mtimespec.tv_sec)); file.combine(Int(info.st_mtimespec.tv_nsec))
                #else
                file.combine(Int(info.st_mtim.tv_sec)); file.combine(Int(info.st_mtim.tv_nsec))
                #endif
                digest.files += 1
                digest.sum &+= file.finalize()
            default:
                continue
            }
        }
    }
}
