import Foundation

extension ContentFile {
    /// Where files under one content folder really are, for `read`: the folder and each folder
    /// above a file are resolved once (`realpath`), then a file that is not itself a link costs
    /// one `lstat`, instead of a `readlink` for every folder of its path, twice, per file.
    /// Made per athlete load, so a link changed between two builds is seen.
    public final class Resolver: @unchecked Sendable {
        /// The content folder resolved; nil when it cannot be (nothing is refused then).
        let root: String?
        private var folders: [String: String?] = [:]
        private let lock = NSLock()

        public init(root: URL) {
            self.root = ContentFile.realPath(root.path)
        }

        /// The resolved path of `path` when it lies outside the root; nil when inside, or when
        /// it cannot be resolved (a missing file is reported by the read itself).
        public func outside(_ path: String) -> String? {
            guard let root, let resolved = resolve(path) else { return nil }
            return ContentFile.isInside(resolved, root) ? nil : resolved
        }

        /// `realpath(path)`, from its folder's resolved path when the file is no link.
        func resolve(_ path: String) -> String? {
            var info = stat()
            guard lstat(path, &info) == 0 else { return nil }
            // Found on bytes: the OS splits a path at the byte `/` (a search by Character was
            // most of this function's cost, and missed a `/` followed by a combining mark).
            let slash = path.utf8.lastIndex(of: UInt8(ascii: "/"))
            let name = slash.map { String(path[path.utf8.index(after: $0)...]) } ?? path
            guard (info.st_mode & S_IFMT) != S_IFLNK, let slash, name != ".", name != "..", !name.isEmpty else {
                return ContentFile.realPath(path)
            }
            let folderPath = slash == path.startIndex ? "/" : String(path[..<slash])
            guard let folder = resolvedFolder(folderPath) else { return nil }
            return folder == "/" ? "/" + name : folder + "/" + name
        }

        private func resolvedFolder(_ path: String) -> String? {
            lock.lock()
            defer { lock.unlock() }
            if let known = folders[path] { return known }
            let resolved = ContentFile.realPath(path)
            folders[path] = resolved
            return resolved
        }
    }
}
