#if canImport(Glibc)
import Foundation
import Glibc

/// Notices changes through Linux inotify: one watch per folder, added recursively, and for
/// every folder created or moved in later. The thread waits in `poll` (0.1 s at a time, so a
/// stop is seen at once) and costs nothing while nothing changes.
///
/// A root (the content folder, the theme) that is deleted, moved away, or replaced by another
/// folder of the same name (as sync tools and `git` do) is watched afresh at its path, and
/// a root that is missing is looked for every 0.1 s and watched once it is back: the preview
/// never stops seeing saves.
final class InotifyWatcher: FolderChanges, @unchecked Sendable {
    struct Unavailable: Error {
        let reason: String
    }

    /// Writes closed, moves in and out, creations, deletions, metadata (`touch`), the folder
    /// itself deleted or moved. Only folders are watched, and symbolic links are not followed
    /// below the roots (`DT_LNK` entries are skipped).
    static let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_ATTRIB
                             | IN_DELETE_SELF | IN_MOVE_SELF | IN_ONLYDIR)
    /// How long events must pause before a change is reported, and the longest a stream of
    /// events can delay it.
    static let quiet: TimeInterval = 0.05
    static let longest: TimeInterval = 1

    private var fd: Int32 = -1
    private var roots: [URL]
    /// Watch descriptor → folder path.
    private var folders: [Int32: String] = [:]
    private(set) var fallbackReason: String?
    /// What changed since `takeChangedPaths`; nil after lost events (a queue overflow).
    private var changed: Set<String>? = []
    /// A root itself was deleted or moved: watch the roots afresh.
    private var rootGone = false
    /// Roots that did not exist when last watched.
    private var missing: [URL] = []

    init(roots: [URL]) throws(Unavailable) {
        self.roots = roots
        try open()
    }

    deinit { close() }

    var summary: String {
        "Watching \(folders.count == 1 ? "1 folder" : "\(folders.count) folders") for changes (\(FolderWatcher.describe(roots)))."
    }

    func watch(_ roots: [URL]) {
        self.roots = roots
        close()
        do { try open() } catch { fallbackReason = error.reason }
    }

    func takeChangedPaths() -> [String]? {
        defer { changed = [] }
        return changed?.sorted(by: <)
    }

    func close() {
        if fd >= 0 { Glibc.close(fd) }
        fd = -1
        folders = [:]
    }

    func waitForChange(stopping: Flag) -> Bool {
        var first: Date?
        var last = Date()
        while !stopping.isSet {
            if fallbackReason != nil { return true }
            if rootGone || missing.contains(where: Self.isFolder) {
                // Watch what is at the roots' paths now; report that anything may have changed.
                rootGone = false
                watch(roots)
                changed = nil
                if first == nil { first = Date() }
                last = Date()
            }
            var entry = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            // After an event, wait only for the rest of the quiet time: the save is reported
            // as soon as the writes pause.
            let wait = first == nil ? 100 : max(1, Int32((Self.quiet - Date().timeIntervalSince(last)) * 1000) + 1)
            if poll(&entry, 1, wait) > 0 {
                if readEvents() {
                    last = Date()
                    if first == nil { first = last }
                }
            }
            if let first, Date().timeIntervalSince(last) >= Self.quiet || Date().timeIntervalSince(first) >= Self.longest {
                return true
            }
        }
        return false
    }

    // MARK: Watches

    private func open() throws(Unavailable) {
        missing = roots.filter { !Self.isFolder($0) }
        fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard fd >= 0 else {
            throw Unavailable(reason: errno == EMFILE
                ? "the limit of inotify instances is reached (fs.inotify.max_user_instances)"
                : "inotify_init1: \(String(cString: strerror(errno)))")
        }
        do {
            for root in roots { try add(root.path) }
        } catch {
            close()
            throw error
        }
    }

    static func isFolder(_ url: URL) -> Bool {
        var info = stat()
        return stat(url.path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    /// Watches `path` and every folder below it. A folder that vanished meanwhile or cannot be
    /// read is skipped; the watch limit is an error.
    private func add(_ path: String) throws(Unavailable) {
        let wd = inotify_add_watch(fd, path, Self.mask)
        guard wd >= 0 else {
            switch errno {
            case ENOENT, ENOTDIR, EACCES: return
            case ENOSPC: throw Unavailable(reason: "the system's limit of inotify watches is reached (fs.inotify.max_user_watches)")
            default: throw Unavailable(reason: "inotify_add_watch \(path): \(String(cString: strerror(errno)))")
            }
        }
        folders[wd] = path
        for name in Self.subfolders(of: path) { try add(path + "/" + name) }
    }

    /// The names of the folders in `path` (not following symbolic links), without `.` and `..`.
    static func subfolders(of path: String) -> [String] {
        guard let dir = opendir(path) else { return [] }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            var isFolder = Int32(entry.pointee.d_type) == Int32(DT_DIR)
            let name = withUnsafePointer(to: &entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if name == "." || name == ".." { continue }
            if Int32(entry.pointee.d_type) == Int32(DT_UNKNOWN) {
                var info = stat()
                isFolder = fstatat(dirfd(dir), name, &info, AT_SYMLINK_NOFOLLOW) == 0 && info.st_mode & S_IFMT == S_IFDIR
            }
            if isFolder { names.append(name) }
        }
        return names
    }

    // MARK: Events

    /// Reads every pending event; true when one of them is a change. New folders are watched,
    /// folders moved away stop being watched, and a queue overflow watches everything afresh.
    private func readEvents() -> Bool {
        var changed = false
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            guard count > 0 else { return changed }
            var offset = 0
            while offset + 16 <= count {
                let (wd, mask, length) = buffer.withUnsafeBytes {
                    ($0.loadUnaligned(fromByteOffset: offset, as: Int32.self),
                     $0.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self),
                     Int($0.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self)))
                }
                let nameBytes = buffer[(offset + 16)..<min(offset + 16 + length, count)].prefix { $0 != 0 }
                offset += 16 + length
                if mask & UInt32(IN_Q_OVERFLOW) != 0 {
                    self.changed = nil
                    watch(roots)
                    return true
                }
                if mask & UInt32(IN_IGNORED) != 0 {
                    folders[wd] = nil
                    continue
                }
                changed = true
                if mask & UInt32(IN_DELETE_SELF | IN_MOVE_SELF) != 0, let folder = folders[wd], roots.contains(where: { $0.path == folder }) {
                    rootGone = true
                    self.changed = nil
                }
                guard let folder = folders[wd] else {
                    self.changed = nil  // a folder no longer known: say anything may have changed
                    continue
                }
                let path = nameBytes.isEmpty ? folder : folder + "/" + String(decoding: nameBytes, as: UTF8.self)
                self.changed?.insert(path)
                guard !nameBytes.isEmpty, mask & UInt32(IN_ISDIR) != 0 else { continue }
                if mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 {
                    do { try add(path) } catch { fallbackReason = error.reason }
                } else if mask & UInt32(IN_MOVED_FROM) != 0 {
                    forget(path)
                }
            }
        }
    }

    /// Stops watching `path` and the folders below it (moved out of the watched folders).
    private func forget(_ path: String) {
        for (wd, folder) in folders where folder == path || folder.hasPrefix(path + "/") {
            inotify_rm_watch(fd, wd)
            folders[wd] = nil
        }
    }
}
#endif
