import Foundation

/// Notices changes under a set of folders by polling file sizes and modification times: simple,
/// portable, and cheap at the sizes of a content folder (a few thousand files).
struct FolderWatcher: Sendable {
    /// One entry per regular file: path, size, modification time.
    struct Snapshot: Equatable, Sendable {
        var entries: [String] = []
    }

    /// The folders to watch, computed anew on every poll (site.yml may name another theme).
    let folders: @Sendable () -> [URL]

    func snapshot() -> Snapshot {
        var snapshot = Snapshot()
        let keys: [URLResourceKey] = [.isRegularFileKey, .fileSizeKey, .contentModificationDateKey]
        for folder in folders() {
            guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: keys) else { continue }
            while let url = walker.nextObject() as? URL {
                guard let values = try? url.resourceValues(forKeys: Set(keys)), values.isRegularFile == true else { continue }
                let stamp = values.contentModificationDate?.timeIntervalSince1970 ?? 0
                snapshot.entries.append("\(url.path)\t\(values.fileSize ?? -1)\t\(stamp)")
            }
        }
        snapshot.entries.sort()
        return snapshot
    }
}
